/** The carousel's heading, shown while its products load too. */
export function RelatedTitle() {
  return (
    <h2 id="related-title" className="h4 mb-0">
      CUSTOMERS ALSO BOUGHT
    </h2>
  )
}
