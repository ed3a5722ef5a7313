import { Link } from "react-router";
import type { SavedProductsQuery } from "../../__generated__/graphql";
import { ProductPrice } from "../../components/price";
import { addToCart, toggleCompare } from "../../lib/shop-state/actions";
import { useShopStore } from "../../lib/shop-state/shop-store";

type Product = NonNullable<SavedProductsQuery["productsByIds"][number]>;

function excerpt(markdown: string | null | undefined): string {
  const text = (markdown ?? "").replace(/^#+\s.*$/gm, "").replace(/[*_>`#-]+/g, " ").replace(/\s+/g, " ").trim();
  return text.length > 220 ? `${text.slice(0, 217)}...` : text;
}

/** Products side by side: one column per product, one row per attribute (a real <table> for screen readers). */
export function CompareTable({ products }: { products: Product[] }) {
  const store = useShopStore();
  const rows: { label: string; cell: (p: Product) => React.ReactNode }[] = [
    { label: "Price", cell: (p) => <ProductPrice price={p.price} salePrice={p.salePrice} discountPercent={p.discountPercent} /> },
    { label: "Brand", cell: (p) => p.brands.map((b) => b.name).join(", ") || "No Brand" },
    { label: "Part number", cell: (p) => p.partNumber ?? "—" },
    { label: "Category", cell: (p) => p.subCategories.map((s) => (s.category ? `${s.category.name} › ${s.name}` : s.name)).join(", ") || "—" },
    { label: "Availability", cell: (p) => (p.inStock ? <span className="stock--in">In stock</span> : <span className="stock--out">Out of stock</span>) },
    { label: "Description", cell: (p) => <span className="compare__description">{excerpt(p.description)}</span> },
  ];
  return (
    <div className="compare" role="region" aria-label="Compared products" tabIndex={0}>
      <table className="compare__table">
        <thead>
          <tr>
            <td />
            {products.map((p) => (
              <th key={p.id} scope="col" data-testid="compare-column">
                <img src={p.image.small?.url ?? p.image.url} width={p.image.small?.width ?? 500} height={p.image.small?.height ?? 333} alt={p.image.alt} loading="lazy" />
                <Link to={`/product/${p.slug}`}>{p.title}</Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {products.map((p) => (
                <td key={p.id}>{row.cell(p)}</td>
              ))}
            </tr>
          ))}
          <tr>
            <td />
            {products.map((p) => (
              <td key={p.id}>
                <div className="compare__actions">
                <button type="button" className="button button--primary" disabled={!p.inStock} onClick={() => addToCart(store, p.id, 1)}>
                  {p.inStock ? "Add to cart" : "Out of stock"}
                </button>
                <button type="button" className="button" onClick={() => toggleCompare(store, p.id)} aria-label={`Remove ${p.title} from compare`}>
                  Remove
                </button>
                </div>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
