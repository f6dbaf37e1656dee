import { Box, useMantineTheme, type BoxProps, type MantineColor, type MantineSize } from '@mantine/core';
import {
  useEffect,
  useState,
  type CSSProperties,
  type ElementType,
  type MouseEventHandler,
  type ReactNode,
} from 'react';

export type ButtonVariant = 'filled' | 'light' | 'outline' | 'subtle' | 'default' | 'transparent' | 'white';

export interface ButtonProps extends Omit<BoxProps, 'children' | 'variant' | 'size' | 'mod'> {
  children: ReactNode;
  color?: MantineColor;
  variant?: ButtonVariant;
  /** a Mantine size, or its compact form (`compact-sm`: lower, narrower, with the font of `sm`) */
  size?: MantineSize | `compact-${MantineSize}`;
  /** the loader over the label; the button is disabled meanwhile */
  loading?: boolean;
  disabled?: boolean;
  type?: 'button' | 'submit';
  onClick?: MouseEventHandler<HTMLElement>;
  /** another element looking like the button, e.g. the router's Link (with `to`) */
  component?: ElementType;
  to?: string;
  href?: string;
  'data-testid'?: string;
}

/** The loader's 150 ms slide of Mantine's Button: 'in' while shown, 'out' entering and leaving. */
type LoaderPhase = 'in' | 'out' | null;

const LOADER_MS = 150;

/** Mounts the loader 'out', moves it 'in' two frames later; on leaving, 'out' for 150 ms, then gone. */
export function useLoaderPhase(loading: boolean): LoaderPhase {
  const [phase, setPhase] = useState<LoaderPhase>(loading ? 'in' : null);
  useEffect(() => {
    let frame = 0;
    let timer = 0;
    if (loading) {
      setPhase((current) => (current === 'in' ? current : 'out'));
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => setPhase('in'));
      });
    } else {
      setPhase((current) => (current === null ? current : 'out'));
      timer = window.setTimeout(() => setPhase(null), LOADER_MS);
    }
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [loading]);
  return phase;
}

/** Mantine Button's loader transition styles (getTransitionStyles with Button's loaderTransition). */
export function loaderStyle(phase: 'in' | 'out'): CSSProperties {
  return {
    transitionProperty: 'transform, opacity',
    WebkitBackfaceVisibility: 'hidden',
    transitionDuration: `${LOADER_MS}ms`,
    transitionTimingFunction: 'ease',
    transformOrigin: 'center',
    ...(phase === 'in'
      ? { opacity: 1, transform: 'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))' }
      : { opacity: 0, transform: 'translate(-50%, -200%)' }),
  };
}

// the oval loader's markup: Mantine's stylesheet draws and turns it, no Loader code needed
const LOADER_VARS = {
  '--loader-size': 'calc(var(--button-height) / 1.8)',
  '--loader-color': 'var(--button-color)',
} as CSSProperties;

// Box renders the element given as `component` (a button, the router's Link…)
const Root: ElementType = Box;

/**
 * Mantine's Button for the public pages: the same markup, classes and CSS variables (so the same look
 * from the stylesheet that ships), the theme's default props, the loader sliding in and out, without
 * Mantine's Transition machinery. Admin and coach screens keep Mantine's.
 */
export function Button({
  children,
  color,
  variant,
  size,
  loading,
  disabled,
  type,
  component = 'button',
  style,
  className,
  ...others
}: ButtonProps) {
  const theme = useMantineTheme();
  const defaults = theme.components.Button?.defaultProps as Partial<BoxProps> | undefined;
  const colors = theme.variantColorResolver({
    color: color || theme.primaryColor,
    theme,
    variant: variant || 'filled',
  });
  const custom = Boolean(color || variant);
  const vars = {
    '--button-height': size ? `var(--button-height-${size})` : undefined,
    '--button-padding-x': size ? `var(--button-padding-x-${size})` : undefined,
    '--button-fz': size ? `var(--mantine-font-size-${size.replace('compact-', '')})` : undefined,
    '--button-bg': custom ? colors.background : undefined,
    '--button-hover': custom ? colors.hover : undefined,
    '--button-color': colors.color,
    '--button-bd': custom ? colors.border : undefined,
    '--button-hover-color': custom ? colors.hoverColor : undefined,
  } as CSSProperties;
  const active = !disabled && !loading;
  const phase = useLoaderPhase(Boolean(loading));
  return (
    <Root
      {...defaults}
      {...others}
      component={component}
      type={component === 'button' ? (type ?? 'button') : undefined}
      style={[vars, style]}
      className={`mantine-focus-auto${active ? ' mantine-active' : ''} m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root${className ? ` ${className}` : ''}`}
      variant={variant}
      size={size}
      disabled={disabled || loading}
      mod={{ disabled, loading }}
    >
      {phase && (
        <span style={loaderStyle(phase)} className="m_a25b86ee mantine-Button-loader" aria-hidden>
          {/* Mantine's <Loader color="var(--button-color)" size="calc(var(--button-height) / 1.8)" /> */}
          <span style={LOADER_VARS} className="m_b34414df m_5ae2e3c mantine-Loader-root" />
        </span>
      )}
      <span className="m_80f1301b mantine-Button-inner">
        <span className="m_811560b9 mantine-Button-label" data-loading={loading || undefined}>
          {children}
        </span>
      </span>
    </Root>
  );
}
