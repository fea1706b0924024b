/**
 * The document's title while a page is shown ("Bildirimler — Okuryazar"). React 19 hoists a
 * rendered <title> into <head> and removes it when the page goes away, so no effect or
 * clean-up is needed; nothing is rendered while the title is still unknown.
 */
export function PageTitle({ title }: { title: string | null | undefined }) {
  if (!title) return null;
  return <title>{`${title} — Okuryazar`}</title>;
}
