/**
 * The class list's card grid: one card per classroom (image, name, its last class with results
 * and export, its 7-day counts, Manage Class, Start Class) and, when allowed, the Add Classroom
 * card after them on every page.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpotRow, SpotWithCounts } from '../../../api/fleet';
import { useWording } from '../../../i18n/useWording';
import { LastClass } from './LastClass';

type Item = { kind: 'spot'; spot: SpotWithCounts } | { kind: 'add' };

const IMAGE_STYLE = { width: '100%', height: 140, objectFit: 'cover', borderRadius: 8 } as const;

function Picture({ spot }: { spot: SpotRow }) {
  if (spot.image?.path) {
    return <img src={spot.image.path} alt="" style={IMAGE_STYLE} data-testid="class-card-image" />;
  }
  return <div aria-hidden="true" style={{ ...IMAGE_STYLE, background: '#e9f0f7' }} />;
}

export function ClassCards(props: {
  spots: SpotWithCounts[];
  showAdd: boolean;
  empty: ReactNode;
  pagination: ReactNode;
  onManage: (spot: SpotRow) => void;
  onStart: (spot: SpotRow) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const w = useWording();
  const items: Item[] = [
    ...props.spots.map((spot): Item => ({ kind: 'spot', spot })),
    ...(props.showAdd ? [{ kind: 'add' } as const] : []),
  ];
  return (
    <Cards<Item>
      items={items}
      trackBy={(item) => (item.kind === 'spot' ? item.spot._id : 'add')}
      cardsPerRow={[{ cards: 1 }, { minWidth: 500, cards: 2 }, { minWidth: 900, cards: 3 }]}
      empty={props.empty}
      pagination={props.pagination}
      cardDefinition={{
        header: (item) => (item.kind === 'spot' ? item.spot.name : t('ADD_CLASSROOM')),
        sections: [
          {
            id: 'body',
            content: (item) =>
              item.kind === 'spot' ? (
                <div data-testid="class-card" data-name={item.spot.name}>
                  <SpaceBetween size="s">
                    <Picture spot={item.spot} />
                    <LastClass spot={item.spot} />
                    <SpaceBetween direction="horizontal" size="xs">
                      <Button
                        onClick={() => props.onManage(item.spot)}
                        ariaLabel={`${w('MANAGE_CLASS')}: ${item.spot.name}`}
                        nativeButtonAttributes={{ 'data-testid': 'class-card-manage' }}
                      >
                        {w('MANAGE_CLASS')}
                      </Button>
                      <Button
                        variant="primary"
                        onClick={() => props.onStart(item.spot)}
                        ariaLabel={`${w('START_CLASS')}: ${item.spot.name}`}
                        nativeButtonAttributes={{ 'data-testid': 'class-card-start' }}
                      >
                        {w('START_CLASS')}
                      </Button>
                    </SpaceBetween>
                  </SpaceBetween>
                </div>
              ) : (
                <Box textAlign="center" padding={{ vertical: 'xxl' }}>
                  <Button
                    iconName="add-plus"
                    onClick={props.onAdd}
                    nativeButtonAttributes={{ 'data-testid': 'class-add' }}
                  >
                    {t('ADD_CLASSROOM')}
                  </Button>
                </Box>
              ),
          },
        ],
      }}
    />
  );
}
