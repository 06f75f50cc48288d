import { Link } from 'react-router';
import { useSitePath } from '../../site/site-data.ts';

/** A row of links drawn as chips (tour types on the home page, destinations on a notice page); paths are below /{lang}/{currency}. */
export function ChipLinks({ links }: { links: readonly { path: string; label: string }[] }) {
  const sitePath = useSitePath();
  return (
    <ul className="chip-list">
      {links.map((link) => (
        <li key={link.path}>
          <Link className="chip" to={sitePath(link.path)}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
