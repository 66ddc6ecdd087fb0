/**
 * The class area's menu in the navbar (teacherMenu.ts): plain links, so they read as navigation
 * to a screen reader (a <nav> landmark, aria-current on the page's entry) and open in a new tab
 * on a middle click; a left click stays in the single-page app.
 */

import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useWording } from '../i18n/useWording';
import { currentEntry, TEACHER_MENU } from './teacherMenu';

const list = { display: 'flex', gap: 4, listStyle: 'none', margin: 0, padding: 0, flexWrap: 'wrap' } as const;
const link = {
  color: 'inherit',
  textDecoration: 'none',
  padding: '6px 10px',
  borderRadius: 6,
  borderBottom: '2px solid transparent',
  display: 'inline-block',
} as const;
const current = { ...link, borderBottom: '2px solid currentColor', fontWeight: 700 } as const;

export function TeacherMenu() {
  const { t } = useTranslation();
  const w = useWording();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = currentEntry(pathname);
  return (
    <nav aria-label={t('TEACHER_MENU')} data-testid="teacher-menu">
      <ul style={list}>
        {TEACHER_MENU.map((entry) => (
          <li key={entry.id}>
            <a
              href={entry.href}
              style={entry.id === active ? current : link}
              aria-current={entry.id === active ? 'page' : undefined}
              data-testid={`teacher-menu-${entry.id}`}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                navigate(entry.href);
              }}
            >
              {w(entry.textKey)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
