/** The class list, the class manage modal and the start flow (docs/class-list.md); `_business` keys are the business wording. */
import { defineTexts } from './define';

export const classListTexts = defineTexts({
  ko: {
    ADD_CLASSROOM: '교실 추가',
    CLASSROOM_TITLE: '교실 이름',
    CLASSROOM_TITLE_business: '공간 이름',
    REQUIRED_CLASSROOM_TITLE_business: '공간 이름을 입력하세요.',
    REQUIRED_STUDENT_business: '참가자를 한 명 이상 등록하세요.',
    STUDENT_LIST: '학생 목록',
    STUDENT_LIST_business: '참가자 목록',
    ADD_STUDENT: '학생 추가',
    ADD_STUDENT_business: '참가자 추가',
    DELETE_STUDENT: '{{row}}번째 줄 삭제',
    STUDENT_COUNT: '{{count}}명',
    CHECK_STUDENT_ROWS: '표시된 줄을 확인하세요.',
    INVALID_SEAT: '번호는 1부터 10000 사이의 정수여야 합니다.',
    CLASSROOM_IMAGE_HINT: '이미지 파일 또는 휴대폰 사진(HEIC)을 올릴 수 있습니다. HEIC는 JPEG로 변환됩니다.',
    CLASSROOM_SAVE_ERR_MSG: '교실 등록에 실패했습니다.',
    CLASSROOM_SAVE_ERR_MSG_business: '공간 등록에 실패했습니다.',
    CLASSROOM_DELETE_ERR_MSG: '교실 삭제에 실패했습니다.',
    CLASSROOM_DELETE_ERR_MSG_business: '공간 삭제에 실패했습니다.',
    CLASSROOM_NOT_EMPTY:
      '장치나 스캐너가 연결된 교실은 삭제할 수 없습니다. 관리 화면에서 먼저 연결을 해제하세요.',
    CLASSROOM_NOT_EMPTY_business:
      '장치나 스캐너가 연결된 공간은 삭제할 수 없습니다. 관리 화면에서 먼저 연결을 해제하세요.',
    CLASSROOM_DELETE_CONFIRM_MSG: '{{name}} 교실과 학생 목록을 삭제할까요? 학생의 버튼 연결도 해제됩니다.',
    CLASSROOM_DELETE_CONFIRM_MSG_business:
      '{{name}} 공간과 참가자 목록을 삭제할까요? 참가자의 버튼 연결도 해제됩니다.',
    CLASSROOM_SAVED_PARTLY_MSG: '교실은 저장되었지만 학생 목록은 저장되지 않았습니다. 다시 저장하세요.',
    CLASSROOM_SAVED_PARTLY_MSG_business:
      '공간은 저장되었지만 참가자 목록은 저장되지 않았습니다. 다시 저장하세요.',
    UNFINISHED_CLASS_TITLE: '끝나지 않은 수업',
    UNFINISHED_CLASS_TITLE_business: '끝나지 않은 행사',
    UNFINISHED_CLASS_MSG:
      '이 교실에서 {{time}}에 시작한 수업이 아직 끝나지 않았습니다. 이어서 진행할까요, 종료하고 새 수업을 시작할까요?',
    UNFINISHED_CLASS_MSG_business:
      '이 공간에서 {{time}}에 시작한 행사가 아직 끝나지 않았습니다. 이어서 진행할까요, 종료하고 새 행사를 시작할까요?',
    USING_SESSION: '이어서 진행',
    CLEAR_SESSION: '종료하고 새로 시작',
    CLASS_LIST_PAGES: '교실 목록 페이지',
    CLASS_LIST_PAGES_business: '공간 목록 페이지',
    PAGE_N: '{{page}}쪽',
  },
  en: {
    ADD_CLASSROOM: 'Add classroom',
    CLASSROOM_TITLE: 'Classroom title',
    CLASSROOM_TITLE_business: 'Room title',
    REQUIRED_CLASSROOM_TITLE_business: 'Enter the room title.',
    REQUIRED_STUDENT_business: 'Add at least one participant.',
    STUDENT_LIST: 'Students',
    STUDENT_LIST_business: 'Participants',
    ADD_STUDENT: 'Add student',
    ADD_STUDENT_business: 'Add participant',
    DELETE_STUDENT: 'Delete row {{row}}',
    STUDENT_COUNT: '{{count}} in the list',
    CHECK_STUDENT_ROWS: 'Check the marked rows.',
    INVALID_SEAT: 'The number must be a whole number from 1 to 10000.',
    CLASSROOM_IMAGE_HINT: 'Any image, or a phone photo in HEIC (converted to JPEG).',
    CLASSROOM_SAVE_ERR_MSG: 'Classroom registration failed.',
    CLASSROOM_SAVE_ERR_MSG_business: 'Room registration failed.',
    CLASSROOM_DELETE_ERR_MSG: 'Classroom deletion failed.',
    CLASSROOM_DELETE_ERR_MSG_business: 'Room deletion failed.',
    CLASSROOM_NOT_EMPTY:
      'A classroom with linked devices or scanners cannot be deleted. Unlink them in the admin area first.',
    CLASSROOM_NOT_EMPTY_business:
      'A room with linked devices or scanners cannot be deleted. Unlink them in the admin area first.',
    CLASSROOM_DELETE_CONFIRM_MSG: "Delete {{name}} and its student list? The students' buttons are released.",
    CLASSROOM_DELETE_CONFIRM_MSG_business:
      "Delete {{name}} and its participant list? The participants' buttons are released.",
    CLASSROOM_SAVED_PARTLY_MSG: 'The classroom was saved but its student list was not. Save again.',
    CLASSROOM_SAVED_PARTLY_MSG_business: 'The room was saved but its participant list was not. Save again.',
    UNFINISHED_CLASS_TITLE: 'Unfinished class',
    UNFINISHED_CLASS_TITLE_business: 'Unfinished event',
    UNFINISHED_CLASS_MSG:
      'A class started in this classroom at {{time}} has not ended. Continue it, or end it and start a new class?',
    UNFINISHED_CLASS_MSG_business:
      'An event started in this room at {{time}} has not ended. Continue it, or end it and start a new event?',
    USING_SESSION: 'Continue',
    CLEAR_SESSION: 'End it and start new',
    CLASS_LIST_PAGES: 'Classroom pages',
    CLASS_LIST_PAGES_business: 'Room pages',
    PAGE_N: 'Page {{page}}',
  },
  es: {
    ADD_CLASSROOM: 'Añadir aula',
    CLASSROOM_TITLE: 'Nombre del aula',
    CLASSROOM_TITLE_business: 'Nombre de la sala',
    REQUIRED_CLASSROOM_TITLE_business: 'Introduzca el nombre de la sala.',
    REQUIRED_STUDENT_business: 'Añada al menos un participante.',
    STUDENT_LIST: 'Estudiantes',
    STUDENT_LIST_business: 'Participantes',
    ADD_STUDENT: 'Añadir estudiante',
    ADD_STUDENT_business: 'Añadir participante',
    DELETE_STUDENT: 'Eliminar la fila {{row}}',
    STUDENT_COUNT: '{{count}} en la lista',
    CHECK_STUDENT_ROWS: 'Revise las filas marcadas.',
    INVALID_SEAT: 'El número debe ser un entero entre 1 y 10000.',
    CLASSROOM_IMAGE_HINT: 'Cualquier imagen, o una foto del móvil en HEIC (se convierte a JPEG).',
    CLASSROOM_SAVE_ERR_MSG: 'No se pudo registrar el aula.',
    CLASSROOM_SAVE_ERR_MSG_business: 'No se pudo registrar la sala.',
    CLASSROOM_DELETE_ERR_MSG: 'No se pudo eliminar el aula.',
    CLASSROOM_DELETE_ERR_MSG_business: 'No se pudo eliminar la sala.',
    CLASSROOM_NOT_EMPTY:
      'No se puede eliminar un aula con dispositivos o escáneres vinculados. Desvincúlelos antes en el área de administración.',
    CLASSROOM_NOT_EMPTY_business:
      'No se puede eliminar una sala con dispositivos o escáneres vinculados. Desvincúlelos antes en el área de administración.',
    CLASSROOM_DELETE_CONFIRM_MSG:
      '¿Eliminar {{name}} y su lista de estudiantes? Los botones de los estudiantes quedan libres.',
    CLASSROOM_DELETE_CONFIRM_MSG_business:
      '¿Eliminar {{name}} y su lista de participantes? Los botones de los participantes quedan libres.',
    CLASSROOM_SAVED_PARTLY_MSG: 'El aula se guardó, pero la lista de estudiantes no. Guarde de nuevo.',
    CLASSROOM_SAVED_PARTLY_MSG_business:
      'La sala se guardó, pero la lista de participantes no. Guarde de nuevo.',
    UNFINISHED_CLASS_TITLE: 'Clase sin terminar',
    UNFINISHED_CLASS_TITLE_business: 'Evento sin terminar',
    UNFINISHED_CLASS_MSG:
      'Una clase empezada en esta aula a las {{time}} no ha terminado. ¿Continuarla, o terminarla y empezar una nueva?',
    UNFINISHED_CLASS_MSG_business:
      'Un evento empezado en esta sala a las {{time}} no ha terminado. ¿Continuarlo, o terminarlo y empezar uno nuevo?',
    USING_SESSION: 'Continuar',
    CLEAR_SESSION: 'Terminar y empezar de nuevo',
    CLASS_LIST_PAGES: 'Páginas de aulas',
    CLASS_LIST_PAGES_business: 'Páginas de salas',
    PAGE_N: 'Página {{page}}',
  },
});
