import { Controller } from 'react-hook-form'
import { fieldBinder } from '../../../components/admin/field-binder'
import { SlugField, slugOptions } from '../../../components/admin/name-and-slug-fields'
import { RichTextEditor } from '../../../components/admin/rich-text-editor'
import { FormField, SelectField } from '../../../components/form-field'
import { useGetAdminBrandsQuery, useGetAdminCategoriesQuery } from '../admin-catalogue.api'
import { toNumberOrBlank, type ProductFormApi } from './product-form-values'

/** The product's name, codes, slug, category and brand, unit and weight, and its two rich-text descriptions. */
export function ProductBasicsFields({ form }: { form: ProductFormApi }) {
  const categories = useGetAdminCategoriesQuery()
  const brands = useGetAdminBrandsQuery()
  const field = fieldBinder(form)
  const {
    control,
    formState: { errors },
  } = form
  return (
    <section className="admin-panel" aria-labelledby="product-basics">
      <h2 id="product-basics">Basics</h2>
      <FormField label="Product name" required {...field('product_name')} />
      <div className="row g-2">
        <FormField className="col-sm-6 mb-3" label="SKU" required {...field('sku')} />
        <FormField className="col-sm-6 mb-3" label="Product code" {...field('product_code')} />
      </div>
      <SlugField {...field('slug', slugOptions)} hint="Leave empty to make one from the name." />
      <div className="row g-2">
        <SelectField
          className="col-sm-6 mb-3"
          label="Category"
          required
          placeholder="Choose…"
          options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          {...field('category_id', { setValueAs: toNumberOrBlank })}
        />
        <SelectField
          className="col-sm-6 mb-3"
          label="Brand"
          required
          placeholder="Choose…"
          options={(brands.data ?? []).map((b) => ({
            value: String(b.id),
            label: `${b.name} (${b.group_name})`,
          }))}
          {...field('brand_id', { setValueAs: toNumberOrBlank })}
        />
      </div>
      <div className="row g-2">
        <FormField className="col-sm-6 mb-3" label="Unit" {...field('unit')} hint="e.g. box of 100" />
        <FormField className="col-sm-6 mb-3" label="Weight" {...field('weight')} />
      </div>
      <Controller
        control={control}
        name="product_desc"
        render={({ field }) => (
          <RichTextEditor
            label="Description"
            value={field.value ?? ''}
            onChange={field.onChange}
            error={errors.product_desc?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="other_desc"
        render={({ field }) => (
          <RichTextEditor
            label="More information"
            value={field.value ?? ''}
            onChange={field.onChange}
            error={errors.other_desc?.message}
            hint="Directions, ingredients, warnings."
          />
        )}
      />
    </section>
  )
}
