import type { CSSProperties } from 'react';

const BAR = 'm_870bb79';

/**
 * Shown while a page loads its data: the markup of Mantine's `<Center py="xl">` around `<Loader
 * size="lg" type="bars" />` (Mantine's stylesheet draws and animates it), without their JavaScript,
 * which every first visit downloaded for the layout's loading state. Spinner.unit.test holds the two
 * equal.
 */
export function Spinner() {
  return (
    <div
      style={{ paddingBlock: 'var(--mantine-spacing-xl)' }}
      className="m_4451eb3a mantine-Center-root"
      role="status"
      aria-label="Loading"
    >
      <span
        style={{ '--loader-size': 'var(--loader-size-lg)' } as CSSProperties}
        className="m_7a2bd4cd m_5ae2e3c mantine-Loader-root"
        data-size="lg"
      >
        <span className={BAR} />
        <span className={BAR} />
        <span className={BAR} />
      </span>
    </div>
  );
}
