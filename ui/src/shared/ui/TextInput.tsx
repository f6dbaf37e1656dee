import {
  useId,
  useState,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type'> {
  label: string;
  type?: 'text' | 'email' | 'date' | 'tel' | 'url';
  /** the message under the input; marks the input invalid */
  error?: ReactNode;
  /** the red asterisk after the label (default: `required`) */
  withAsterisk?: boolean;
  ref?: Ref<HTMLInputElement>;
}

type Selector = 'TextInput' | 'PasswordInput';

const LABEL_VARS = { '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties;
const ERROR_VARS = {
  '--input-error-size': 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))',
} as CSSProperties;
const INPUT_VARS = {
  '--input-height': 'var(--input-height-sm)',
  '--input-fz': 'var(--mantine-font-size-sm)',
};
const INPUT_VARS_WITH_ERROR = {
  '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)',
  ...INPUT_VARS,
};

interface FieldFrameProps {
  selector: Selector;
  id: string;
  label: string;
  error?: ReactNode;
  asterisk: boolean;
  /** Mantine's `data-with-right-section` on the input box */
  withRightSection?: boolean;
  rootClassName?: string;
  rootStyle?: CSSProperties;
  /** the input (and, for a password, its visibility toggle) */
  children: ReactNode;
}

/** Mantine's Input.Wrapper + Input box markup (size sm, default variant) around a field. */
function FieldFrame({
  selector,
  id,
  label,
  error,
  asterisk,
  withRightSection,
  rootClassName = '',
  rootStyle,
  children,
}: FieldFrameProps) {
  const hasError = Boolean(error);
  return (
    <div
      style={rootStyle}
      className={`${rootClassName}m_46b77525 mantine-InputWrapper-root mantine-${selector}-root`}
      data-size="sm"
      data-error={hasError || undefined}
    >
      <label
        style={LABEL_VARS}
        className={`m_8fdc1311 mantine-InputWrapper-label mantine-${selector}-label`}
        data-size="sm"
        data-required={asterisk || undefined}
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
        {asterisk && (
          <span
            className={`m_78a94662 mantine-InputWrapper-required mantine-${selector}-required`}
            aria-hidden
          >
            {' *'}
          </span>
        )}
      </label>
      <div
        style={(hasError ? INPUT_VARS_WITH_ERROR : INPUT_VARS) as CSSProperties}
        className={`m_6c018570 mantine-Input-wrapper mantine-${selector}-wrapper`}
        data-variant="default"
        data-size="sm"
        data-error={hasError || undefined}
        data-with-right-section={withRightSection || undefined}
      >
        {children}
      </div>
      {hasError && (
        <p
          style={ERROR_VARS}
          className={`m_8f816625 mantine-InputWrapper-error mantine-${selector}-error`}
          data-size="sm"
          id={`${id}-error`}
        >
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Mantine's TextInput for the public forms: the same markup, classes, label, asterisk, error text and
 * aria attributes (so the stylesheet that ships styles it the same), without Mantine's input machinery.
 */
export function TextInput({ label, error, withAsterisk, required, id: givenId, ...input }: TextInputProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hasError = Boolean(error);
  return (
    <FieldFrame
      selector="TextInput"
      id={id}
      label={label}
      error={error}
      asterisk={withAsterisk ?? Boolean(required)}
    >
      <input
        className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input"
        data-variant="default"
        data-error={hasError || undefined}
        aria-invalid={hasError || undefined}
        aria-describedby={hasError ? `${id}-error` : undefined}
        required={required}
        id={id}
        {...input}
      />
    </FieldFrame>
  );
}

export type PasswordInputProps = Omit<TextInputProps, 'type'>;

const PSI_VARS = {
  '--psi-icon-size': 'var(--psi-icon-size-sm)',
  '--psi-button-size': 'var(--psi-button-size-sm)',
} as CSSProperties;
const TOGGLE_VARS = {
  '--ai-bg': 'transparent',
  '--ai-hover': 'var(--mantine-color-gray-light-hover)',
  '--ai-color': 'var(--mantine-color-gray-light-color)',
  '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
} as CSSProperties;
const ICON_STYLE = { width: 'var(--psi-icon-size)', height: 'var(--psi-icon-size)' };
const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  strokeWidth: '16',
} as const;

/** Mantine's eye (hidden) and crossed-out eye (shown) icons of the visibility toggle. */
function VisibilityIcon({ reveal }: { reveal: boolean }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" style={ICON_STYLE}>
      <path fill="none" d="M0 0h256v256H0z" />
      {reveal ? (
        <>
          <path
            {...STROKE}
            d="M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53"
          />
          <path
            {...STROKE}
            d="M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6"
          />
        </>
      ) : (
        <>
          <path {...STROKE} d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z" />
          <circle cx="128" cy="128" r="40" {...STROKE} />
        </>
      )}
    </svg>
  );
}

/** Keys that toggle the password's visibility on the (unfocusable by Tab) toggle, as in Mantine. */
export const isToggleKey = (key: string) => key === ' ' || key === 'Enter';

/**
 * Mantine's PasswordInput for the public forms: the same markup and classes, the eye toggle showing
 * and hiding the password (mouse, touch, Space or Enter; out of the Tab order, as Mantine's).
 */
export function PasswordInput({
  label,
  error,
  withAsterisk,
  required,
  id: givenId,
  autoComplete,
  ...input
}: PasswordInputProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hasError = Boolean(error);
  const [visible, setVisible] = useState(false);
  const toggle = () => setVisible((shown) => !shown);
  return (
    <FieldFrame
      selector="PasswordInput"
      id={id}
      label={label}
      error={error}
      asterisk={withAsterisk ?? Boolean(required)}
      withRightSection
      rootClassName="m_f61ca620 mantine-PasswordInput-root "
      rootStyle={PSI_VARS}
    >
      <div
        className="m_ccf8da4c m_8fb7ebe7 mantine-Input-input mantine-PasswordInput-input"
        data-variant="default"
        data-error={hasError || undefined}
      >
        <input
          required={required}
          data-invalid={hasError || undefined}
          className="m_f2d85dd2 mantine-PasswordInput-innerInput"
          id={id}
          aria-describedby={hasError ? `${id}-error` : undefined}
          {...input}
          autoComplete={autoComplete || 'off'}
          type={visible ? 'text' : 'password'}
        />
      </div>
      <div data-position="right" className="m_82577fc2 mantine-Input-section mantine-PasswordInput-section">
        <button
          style={TOGGLE_VARS}
          className="mantine-focus-auto mantine-active m_b1072d44 mantine-PasswordInput-visibilityToggle m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root"
          data-variant="subtle"
          type="button"
          aria-pressed={visible}
          tabIndex={-1}
          aria-label="Toggle password visibility"
          onMouseDown={(event) => {
            event.preventDefault();
            toggle();
          }}
          onTouchEnd={(event) => {
            event.preventDefault();
            toggle();
          }}
          onKeyDown={(event) => {
            if (!isToggleKey(event.key)) return;
            event.preventDefault();
            toggle();
          }}
        >
          <span className="m_8d3afb97 mantine-ActionIcon-icon">
            <VisibilityIcon reveal={visible} />
          </span>
        </button>
      </div>
    </FieldFrame>
  );
}
