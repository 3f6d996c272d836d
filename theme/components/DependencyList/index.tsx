import dependencies from 'virtual-diglot-dependencies';
import { useLocale, useT } from '../../hooks/useLocale';
import { ScrollTable } from '../ScrollTable';
import './index.css';

interface Entry {
  name: string;
  version: string;
  license: string;
  direct: boolean;
}

/** Every package the site ships, with its licence (from package-lock.json). */
export function DependencyList() {
  const t = useT();
  const { htmlLang } = useLocale();
  const list = dependencies as Entry[];
  const byLicense = new Map<string, number>();
  for (const dep of list) byLicense.set(dep.license, (byLicense.get(dep.license) ?? 0) + 1);
  const number = new Intl.NumberFormat(htmlLang);
  return (
    <div className="dg-deps">
      <p>{t('deps.summary', { count: list.length })}</p>
      <p className="dg-deps__licenses-title">{t('deps.licenses')}</p>
      <ul className="dg-deps__licenses">
        {[...byLicense.entries()]
          .sort((a, b) => b[1] - a[1])
          .map(([license, count]) => (
            <li key={license}>
              <code>{license}</code> {number.format(count)}
            </li>
          ))}
      </ul>
      <ScrollTable>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('deps.package')}</th>
              <th scope="col">{t('deps.version')}</th>
              <th scope="col">{t('deps.license')}</th>
              <th scope="col">{t('deps.kind')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map(dep => (
              <tr key={`${dep.name}@${dep.version}`}>
                <td>
                  <code>{dep.name}</code>
                </td>
                <td>{dep.version}</td>
                <td>{dep.license}</td>
                <td>{dep.direct ? t('deps.direct') : t('deps.transitive')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </div>
  );
}
