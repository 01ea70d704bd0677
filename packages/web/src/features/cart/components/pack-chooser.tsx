import { formatMoney } from '@shop/shared/format'
import { toCents } from '@shop/shared/money'
import { baseUnitNames, packDescription, perUnitText } from '@shop/shared/packs'
import { useId } from 'react'
import { RadioOption } from '../../../components/radio-option'
import type { PurchaseChoice } from '../use-purchase-choice'

/**
 * The product page's pack choice (docs/decisions/0114-pack-sizes.md): a single piece or one of the
 * product's packs, each with its price and its price per base unit so a buyer can compare them.
 */
export function PackChooser({ choice }: { choice: PurchaseChoice }) {
  const id = useId()
  const { product, pack, choosePack, piecePriceCents, singlePieces } = choice
  const packs = product.packs ?? []
  if (packs.length === 0) return null
  const unit = { singular: product.base_unit ?? '', plural: product.base_unit_plural ?? '' }
  const names = baseUnitNames(unit)
  const options = [
    ...(singlePieces
      ? [{ code: null, label: `Single ${names.singular}`, cents: piecePriceCents, units: 1 }]
      : []),
    ...packs.map((p) => ({
      code: p.code,
      label: packDescription({ label: p.label, unitsPerPack: p.units_per_pack }, unit),
      cents: toCents(p.price),
      units: p.units_per_pack,
    })),
  ]
  return (
    <fieldset className="mb-3 pack-chooser">
      <legend className="h6">Pack size</legend>
      {options.map((o) => (
        <RadioOption
          key={o.code ?? 'single'}
          id={`${id}-${o.code ?? 'single'}`}
          name={`${id}-pack`}
          checked={(pack?.code ?? null) === o.code}
          onSelect={() => choosePack(o.code)}
          label={
            <>
              {o.label} <span className="fw-semibold text-nowrap">{formatMoney(o.cents)}</span>{' '}
              <span className="small text-body-secondary text-nowrap" data-testid="per-unit-price">
                ({perUnitText(o.cents, o.units, unit)})
              </span>
            </>
          }
        />
      ))}
    </fieldset>
  )
}
