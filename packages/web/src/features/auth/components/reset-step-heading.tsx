import { useEffect, useRef } from 'react'

/** The heading of the shown step takes focus, so screen readers hear that the step changed. */
export function ResetStepHeading({ step, children }: { step: number; children: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (step > 1) ref.current?.focus()
  }, [step])
  return (
    <>
      <p className="text-muted small mb-1">Step {step} of 3</p>
      <h2 ref={ref} tabIndex={-1} className="h5 mb-3 step-heading">
        {children}
      </h2>
    </>
  )
}
