/**
 * Drag-to-reorder: the question library's order panel and the sortable list's accessibility texts,
 * and the refusal of an order another question holds (ORDER_TAKEN).
 */
import { defineTexts } from './define';

export const questionOrderTexts = defineTexts({
  ko: {
    REORDER: '순서 변경',
    REORDER_HINT: '손잡이(⠿)를 끌어 문항의 순서를 바꾸세요. 놓는 즉시 저장됩니다.',
    DONE: '완료',
    DRAG_HANDLE: '{{item}} 끌어서 순서 변경',
    DRAG_INSTRUCTIONS:
      '스페이스 키로 항목을 들고, 방향키로 옮긴 뒤 스페이스 키로 놓으세요. Esc 키는 취소합니다.',
    DRAG_PICKED_UP: '{{item}}을(를) 들었습니다.',
    DRAG_OVER: '{{item}}을(를) {{target}} 위치로 옮기는 중입니다.',
    DRAG_DROPPED: '{{item}}을(를) {{target}} 위치에 놓았습니다.',
    DRAG_CANCELLED: '{{item}} 이동을 취소했습니다.',
    ORDER_TAKEN: '이 순서는 다른 문항이 쓰고 있습니다.',
  },
  en: {
    REORDER: 'Reorder',
    REORDER_HINT: 'Drag a question by its handle (⠿) to change the order. Each drop is saved at once.',
    DONE: 'Done',
    DRAG_HANDLE: 'Drag to reorder {{item}}',
    DRAG_INSTRUCTIONS:
      'Press Space to pick up an item, the arrow keys to move it and Space again to drop it. Escape cancels.',
    DRAG_PICKED_UP: 'Picked up {{item}}.',
    DRAG_OVER: 'Moving {{item}} to the place of {{target}}.',
    DRAG_DROPPED: 'Dropped {{item}} at the place of {{target}}.',
    DRAG_CANCELLED: 'Moving {{item}} was cancelled.',
    ORDER_TAKEN: 'Another question already has this order.',
  },
  es: {
    REORDER: 'Reordenar',
    REORDER_HINT:
      'Arrastre una pregunta por su asa (⠿) para cambiar el orden. Cada cambio se guarda al soltar.',
    DONE: 'Listo',
    DRAG_HANDLE: 'Arrastrar para reordenar {{item}}',
    DRAG_INSTRUCTIONS:
      'Pulse Espacio para tomar un elemento, las flechas para moverlo y Espacio de nuevo para soltarlo. Escape cancela.',
    DRAG_PICKED_UP: 'Se tomó {{item}}.',
    DRAG_OVER: 'Moviendo {{item}} al lugar de {{target}}.',
    DRAG_DROPPED: 'Se soltó {{item}} en el lugar de {{target}}.',
    DRAG_CANCELLED: 'Se canceló el movimiento de {{item}}.',
    ORDER_TAKEN: 'Otra pregunta ya tiene este orden.',
  },
});
