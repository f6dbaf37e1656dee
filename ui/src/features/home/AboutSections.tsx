import { Anchor, Blockquote, Card, Text, type BlockquoteProps } from '@mantine/core';
import { HomeSection } from './HomeSection';
import { ABOUT_US, EXECUTIVE_BOARD, HOME_TEXT, MEMBERS } from '../../shared/content/leagueContent';
import { Columns } from '../../shared/ui/Columns';

/**
 * Blockquote's `color="red"`, given through its variables (the same values): the `color` prop also ends
 * up as an attribute of the <blockquote> element, which HTML does not have.
 */
const redQuote: BlockquoteProps['vars'] = (theme, props) =>
  Blockquote.varsResolver(theme, { ...props, color: 'red' }, undefined);

export function AboutUs() {
  return (
    <HomeSection id="about" title={HOME_TEXT.sections.about}>
      <Text fw={700} tt="uppercase" c="dimmed" size="sm">
        Our mission
      </Text>
      <Text mb="md">{ABOUT_US.mission}</Text>
      <Blockquote vars={redQuote} p="md" fz="lg" fw={700} fs="italic" cite="Our motto">
        {ABOUT_US.motto}
      </Blockquote>
    </HomeSection>
  );
}

export function ExecutiveBoard() {
  return (
    <HomeSection id="board" title={HOME_TEXT.sections.board}>
      <Columns cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        {EXECUTIVE_BOARD.map((member) => (
          <Card key={member.office} withBorder padding="md" data-testid="board-member">
            <Text fw={800} c="red.8" tt="uppercase" size="sm">
              {member.office}
            </Text>
            <Text fw={700} fz="lg">
              {member.name}
            </Text>
            <Text size="sm" c="dimmed">
              {member.duties}
            </Text>
          </Card>
        ))}
      </Columns>
    </HomeSection>
  );
}

export function Members() {
  return (
    <HomeSection id="members" title={HOME_TEXT.sections.members}>
      <Columns cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {MEMBERS.map((member) => (
          <Card key={member.name} withBorder padding="md" data-testid="member">
            <Anchor href={member.url} target="_blank" rel="noopener noreferrer" fw={700}>
              {member.name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {member.town}
            </Text>
          </Card>
        ))}
      </Columns>
    </HomeSection>
  );
}
