import { useTranslation } from "react-i18next";
import { Panel } from "../panel";
import { SearchBox } from "../search-box";

/** Search panel: one text box ('Search something...'); a non-empty value goes to /search?keyword=. */
export function SearchPanel() {
  const { t } = useTranslation();
  return (
    <Panel name="search" title={t("layout.panels.search.title")} side="end">
      <SearchBox variant="panel" />
    </Panel>
  );
}
