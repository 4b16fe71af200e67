import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../shared/ui/QueryState.tsx';
import { useApiDocument } from '../../api/get-api-document.ts';
import { operationMatches, type ApiOutline, type OperationOutline } from '../../lib/openapi-outline.ts';
import { Constraints, SchemaView } from './SchemaView.tsx';
import './api-reference.css';

/** The API reference: the OpenAPI document's operations by tag, each opening to its details. */
export function ApiReferenceView() {
  const { t } = useTranslation('content');
  const query = useApiDocument();
  return (
    <QueryState
      query={query}
      pending={
        <p className="api-reference__status" role="status">
          {t('api.loading')}
        </p>
      }
      problem={t('api.failed')}
      retryLabel={t('api.retry')}
      className="api-reference__problem"
      buttonClassName="content-button"
    >
      {(api) => <Reference api={api} />}
    </QueryState>
  );
}

function Reference({ api }: { api: ApiOutline }) {
  const { t } = useTranslation('content');
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const shown = useMemo(
    () =>
      api.tags
        .map(({ tag, operations }) => ({
          tag,
          operations: operations.filter((op) => operationMatches(op, filter)),
        }))
        .filter((group) => group.operations.length > 0),
    [api, filter],
  );
  const shownCount = shown.reduce((n, g) => n + g.operations.length, 0);
  return (
    <div className="api-reference">
      <p className="api-reference__about">
        {t('api.about', { title: api.title, version: api.version, count: api.operationCount })}{' '}
        <a href="/api/docs/json">{t('api.documentLink')}</a> · <a href="/api/docs">{t('api.consoleLink')}</a>
      </p>

      <nav className="api-reference__tags" aria-label={t('api.tagsLabel')}>
        <ul>
          {api.tags.map(({ tag, operations }) => (
            <li key={tag}>
              <a href={`#api-tag-${tag}`}>
                {tag} <span className="api-count">({operations.length})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="api-reference__filter">
        <label htmlFor={filterId}>{t('api.filter')}</label>
        <input
          id={filterId}
          type="search"
          value={filter}
          placeholder={t('api.filterPlaceholder')}
          onChange={(e) => setFilter(e.target.value)}
        />
        <p className="api-rules" role="status">
          {t('api.shown', { count: shownCount, total: api.operationCount })}
        </p>
      </div>

      {shown.map(({ tag, operations }) => (
        <section key={tag} className="api-tag" aria-labelledby={`api-tag-${tag}`}>
          <h3 id={`api-tag-${tag}`}>{tag}</h3>
          <ul className="api-operations">
            {operations.map((op) => (
              <li key={op.id}>
                <Operation op={op} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** One operation: a line that opens (a native disclosure) to its parameters, body and answers. */
function Operation({ op }: { op: OperationOutline }) {
  const { t } = useTranslation('content');
  // The details are built when first opened: ninety operations' schemas at once would be slow.
  const [opened, setOpened] = useState(false);
  return (
    <details className="api-op" id={op.id} onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary>
        <span className={`api-method api-method--${op.method.toLowerCase()}`}>{op.method}</span>{' '}
        <code className="api-op__path">{op.path}</code> <span className="api-op__summary">{op.summary}</span>
        {op.signIn && <span className="api-flag api-flag--sign-in">{t('api.signIn')}</span>}
        {op.deprecated && <span className="api-flag">{t('api.deprecated')}</span>}
      </summary>
      {opened && <OperationDetails op={op} />}
    </details>
  );
}

function OperationDetails({ op }: { op: OperationOutline }) {
  const { t } = useTranslation('content');
  return (
    <div className="api-op__details">
      {op.description && <p>{op.description}</p>}
      <p className="api-rules">{op.signIn ? t('api.needsSignIn') : t('api.public')}</p>

      {op.parameters.length > 0 && (
        <>
          <h4>{t('api.parameters')}</h4>
          <div className="api-table" role="region" aria-label={t('api.parameters')} tabIndex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('api.paramName')}</th>
                  <th scope="col">{t('api.paramIn')}</th>
                  <th scope="col">{t('api.paramType')}</th>
                  <th scope="col">{t('api.paramRules')}</th>
                </tr>
              </thead>
              <tbody>
                {op.parameters.map((p) => (
                  <tr key={`${p.in}-${p.name}`}>
                    <th scope="row">
                      <code>{p.name}</code>
                    </th>
                    <td>{t(`api.in.${p.in}`, { defaultValue: p.in })}</td>
                    <td>
                      <code>{p.schema.type}</code>
                    </td>
                    <td>
                      <span className={p.required ? 'api-flag api-flag--required' : 'api-flag'}>
                        {p.required ? t('api.required') : t('api.optional')}
                      </span>{' '}
                      <Constraints list={p.schema.constraints} />
                      {p.description && <span className="api-description"> {p.description}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      {op.body && (
        <>
          <h4>{t('api.body')}</h4>
          <p className="api-rules">
            <code>{op.body.contentType}</code> · {op.body.required ? t('api.required') : t('api.optional')}
          </p>
          <SchemaView node={op.body.schema} />
        </>
      )}

      <h4>{t('api.responses')}</h4>
      {op.responses.map((r) => (
        <div key={r.status} className="api-response">
          <p className="api-response__head">
            <strong className="api-status">{r.status}</strong>{' '}
            {r.contentType ? <code>{r.contentType}</code> : t('api.noBody')}
          </p>
          {r.schema && <SchemaView node={r.schema} />}
        </div>
      ))}
    </div>
  );
}
