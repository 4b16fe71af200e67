import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Constraint, FieldNode, SchemaNode } from '../../lib/openapi-outline.ts';

/** A constraint in words: "at most 200 characters", "one of MA, DI", "format uuid". */
function constraintText(t: TFunction<'content'>, c: Constraint): string {
  switch (c.kind) {
    case 'format':
      return t('api.rules.format', { value: c.value });
    case 'pattern':
      return t('api.rules.pattern', { value: c.value });
    case 'oneOf':
      return t('api.rules.oneOf', { values: c.values.join(', ') });
    case 'constant':
      return t('api.rules.constant', { value: c.value });
    case 'default':
      return t('api.rules.default', { value: c.value });
    case 'length':
    case 'range':
    case 'count': {
      const bounds =
        c.min !== undefined && c.max !== undefined ? 'between' : c.max !== undefined ? 'max' : 'min';
      return t(`api.rules.${c.kind}.${bounds}`, { min: c.min, max: c.max });
    }
  }
}

export function Constraints({ list }: { list: Constraint[] }) {
  const { t } = useTranslation('content');
  if (list.length === 0) return null;
  return <span className="api-rules">{list.map((c) => constraintText(t, c)).join(' · ')}</span>;
}

/** A schema as the tree of its fields: name, type, required or optional, and its rules. */
export function SchemaView({ node }: { node: SchemaNode }) {
  return (
    <div className="api-schema">
      <p className="api-schema__head">
        <code className="api-type">{node.type}</code> <Constraints list={node.constraints} />
        {node.description && <span className="api-description"> {node.description}</span>}
      </p>
      <Children node={node} />
    </div>
  );
}

function Children({ node }: { node: SchemaNode }) {
  const { t } = useTranslation('content');
  if (node.recursive) return <p className="api-rules">{t('api.recursive', { name: node.type })}</p>;
  if (node.fields) return <FieldList fields={node.fields} />;
  if (node.variants)
    return (
      <ol className="api-variants">
        {node.variants.map((variant, i) => (
          <li key={i}>
            <span className="api-rules">{t('api.variant', { n: i + 1 })}</span>{' '}
            <code className="api-type">{variant.type}</code> <Constraints list={variant.constraints} />
            <Children node={variant} />
          </li>
        ))}
      </ol>
    );
  return null;
}

function FieldList({ fields }: { fields: FieldNode[] }) {
  const { t } = useTranslation('content');
  return (
    <ul className="api-fields">
      {fields.map((field) => (
        <li key={field.name}>
          <code className="api-field__name">{field.name}</code>{' '}
          <code className="api-type">{field.schema.type}</code>{' '}
          <span className={field.required ? 'api-flag api-flag--required' : 'api-flag'}>
            {field.required ? t('api.required') : t('api.optional')}
          </span>{' '}
          <Constraints list={field.schema.constraints} />
          {field.schema.description && <span className="api-description"> {field.schema.description}</span>}
          <Children node={field.schema} />
        </li>
      ))}
    </ul>
  );
}
