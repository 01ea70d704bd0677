/** A page whose feature has not shipped yet says so plainly instead of showing a blank screen. */
export function PagePending({ title }: { title: string }) {
  return (
    <section className="py-5 text-center">
      <h1 className="h3">{title}</h1>
      <p className="text-muted">This part of the shop is coming soon.</p>
    </section>
  )
}
