/**
 * Grouping of the students shown: by a number of groups or by people per group, the number
 * checked against 1..{num} (num: the students shown), each student placed exactly once.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWording } from '../../../i18n/useWording';
import { type GroupBy, groupNumberError, makeGroups } from './grouping';
import { displayName, type StudentRef } from './seats';

export function GroupingPanel({ students }: { students: StudentRef[] }) {
  const { t } = useTranslation();
  const w = useWording();
  const [by, setBy] = useState<GroupBy>('groups');
  const [value, setValue] = useState('2');
  const [error, setError] = useState<string | null>(null);
  const [groups, setGroups] = useState<StudentRef[][]>([]);

  const make = () => {
    const problem = groupNumberError(value, students.length);
    setError(problem ? t(problem.key, { num: problem.num }) : null);
    setGroups(problem ? [] : makeGroups(students, by, Number(value)));
  };

  return (
    <ExpandableSection variant="container" headerText={w('GROUPING')} data-testid="grouping">
      <SpaceBetween size="m">
        <SpaceBetween size="m" direction="horizontal" alignItems="end">
          <RadioGroup
            value={by}
            onChange={({ detail }) => setBy(detail.value as GroupBy)}
            items={[
              { value: 'groups', label: t('GROUP_BY_GROUPS') },
              { value: 'people', label: t('GROUP_BY_PEOPLE') },
            ]}
          />
          <FormField label={t('GROUP_NUMBER')} errorText={error}>
            <Input
              type="number"
              inputMode="numeric"
              value={value}
              onChange={({ detail }) => setValue(detail.value)}
              nativeInputAttributes={{ 'data-testid': 'group-number' }}
            />
          </FormField>
          <Button onClick={make} disabled={students.length === 0} data-testid="make-groups">
            {t('MAKE_GROUPS')}
          </Button>
        </SpaceBetween>
        <div className="class-main-groups">
          {groups.map((group, index) => (
            <Box key={group.map((student) => student._id).join()} data-testid="group">
              <Box variant="h4">{t('GROUP_TITLE', { n: index + 1 })}</Box>
              <ul>
                {group.map((student) => (
                  <li key={student._id} data-testid="group-member" data-student={student._id}>
                    {displayName(student)}
                  </li>
                ))}
              </ul>
            </Box>
          ))}
        </div>
      </SpaceBetween>
    </ExpandableSection>
  );
}
