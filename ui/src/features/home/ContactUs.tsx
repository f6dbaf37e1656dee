import { Text } from '@mantine/core';
import { lazy, Suspense, type CSSProperties } from 'react';
import { useNearViewport } from '../../shared/ui/useNearViewport';
import { CONTACT_INTRO, HOME_TEXT } from '../../shared/content/leagueContent';
import { HomeSection } from './HomeSection';

const ContactForm = lazy(() => import('./ContactForm').then(({ ContactForm: Form }) => ({ default: Form })));

/** The form's own height (three fields, the three-row message, SEND), so nothing moves when it arrives. */
const FORM_SPACE: CSSProperties = { minHeight: 'calc(18.5869140625rem * var(--mantine-scale))' };

/**
 * Contact Us, last on the home page: the heading and the invitation at once, the form (with its
 * inputs' code) once the section comes near the viewport. Until then an empty form of the same name
 * and height holds its place.
 */
export function ContactUs() {
  const [near, observed] = useNearViewport<HTMLFormElement>();
  const placeholder = <form aria-label="Contact Us" aria-busy="true" ref={observed} style={FORM_SPACE} />;
  return (
    <HomeSection id="contact" title={HOME_TEXT.sections.contact}>
      <Text mb="md">{CONTACT_INTRO}</Text>
      {near ? (
        <Suspense fallback={placeholder}>
          <ContactForm />
        </Suspense>
      ) : (
        placeholder
      )}
    </HomeSection>
  );
}
