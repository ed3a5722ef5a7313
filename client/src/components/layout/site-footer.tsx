export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p>ProAV Shop, Dubai, United Arab Emirates. Prices in AED, VAT included.</p>
        <p>Authorised dealer of HP, Dell, Lenovo, Blackmagic Design, Autodesk and more.</p>
      </div>
    </footer>
  );
}
