/**
 * A vertical list reordered by dragging a row's handle (pointer, touch or keyboard: focus the
 * handle, Space to lift, arrows to move, Space to drop), used by the question library and the
 * Quiz Express playlists. Built on dnd-kit because Cloudscape tables have no row dragging.
 * The list is controlled: `onMove(from, to)` reports a drop and the owner decides the new order.
 */
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SortableListProps<T> {
  items: T[];
  getId: (item: T) => string;
  /** The row's content beside the handle. */
  renderItem: (item: T, index: number) => ReactNode;
  /** The text screen readers announce for a row, e.g. its title. */
  getLabel: (item: T) => string;
  onMove: (from: number, to: number) => void;
  disabled?: boolean;
  testId: string;
}

export function SortableList<T>(props: SortableListProps<T>) {
  const { t } = useTranslation();
  // A few pixels of travel before a drag starts, so clicks on the handle stay clicks.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = props.items.map(props.getId);
  const labelOf = (id: string | number) => {
    const item = props.items[ids.indexOf(String(id))];
    return item === undefined ? '' : props.getLabel(item);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) props.onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('DRAG_INSTRUCTIONS') },
        announcements: {
          onDragStart: ({ active }) => t('DRAG_PICKED_UP', { item: labelOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over ? t('DRAG_OVER', { item: labelOf(active.id), target: labelOf(over.id) }) : undefined,
          onDragEnd: ({ active, over }) =>
            over ? t('DRAG_DROPPED', { item: labelOf(active.id), target: labelOf(over.id) }) : undefined,
          onDragCancel: ({ active }) => t('DRAG_CANCELLED', { item: labelOf(active.id) }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={props.disabled}>
        <ol data-testid={props.testId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {props.items.map((item, index) => (
            <SortableRow
              key={ids[index]}
              id={ids[index] as string}
              label={props.getLabel(item)}
              testId={props.testId}
              disabled={props.disabled}
            >
              {props.renderItem(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface SortableRowProps {
  id: string;
  label: string;
  testId: string;
  disabled?: boolean;
  children: ReactNode;
}

function SortableRow({ id, label, testId, disabled, children }: SortableRowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      data-testid={`${testId}-row-${id}`}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: '8px 12px',
        marginBottom: 4,
        borderRadius: 8,
        border: '1px solid #d1d5db',
        background: isDragging ? '#f0f7ff' : '#ffffff',
        boxShadow: isDragging ? '0 4px 12px rgba(0,0,0,0.15)' : undefined,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        disabled={disabled}
        aria-label={t('DRAG_HANDLE', { item: label })}
        data-testid={`${testId}-handle-${id}`}
        style={{
          cursor: disabled ? 'not-allowed' : 'grab',
          touchAction: 'none',
          border: 'none',
          background: 'transparent',
          fontSize: 18,
          lineHeight: 1,
          padding: 4,
          color: '#5f6b7a',
        }}
      >
        ⠿
      </button>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </li>
  );
}
