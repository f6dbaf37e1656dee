import { formatDate } from '@league/contracts';
import { Container, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { conductSignaturesQuery } from './api';

/** /admin/getAllCOCCoaches: every coach who signed the code of conduct, by last then first name. */
export function ConductSignaturesPage() {
  const signatures = useQuery(conductSignaturesQuery());
  const loadError = useQueryErrorMessage(
    signatures,
    'Something went wrong with loading the code of conduct list',
  );
  return (
    <Container size="lg" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <PageTitle>Coach Code of Conduct</PageTitle>
      {signatures.isPending && <Spinner />}
      {signatures.isSuccess &&
        (signatures.data.length === 0 ? (
          <Text ta="center">No coach has signed the code of conduct yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <Table withTableBorder striped bg="white">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Last Name</Table.Th>
                  <Table.Th>First Name</Table.Th>
                  <Table.Th>Team</Table.Th>
                  <Table.Th>Season</Table.Th>
                  <Table.Th>Date of Completion</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {signatures.data.map((coach) => (
                  <Table.Tr key={coach.signatureId} data-testid="coc-row">
                    <Table.Td fw={700}>{coach.lastName}</Table.Td>
                    <Table.Td>{coach.firstName}</Table.Td>
                    <Table.Td>{coach.team}</Table.Td>
                    <Table.Td>{coach.season}</Table.Td>
                    <Table.Td>{`${formatDate(coach.date)}, ${coach.date.slice(0, 4)}`}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ))}
    </Container>
  );
}
