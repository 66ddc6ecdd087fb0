/**
 * Roster import in the classroom editor (docs/class-list.md "Roster import"): the screen, the
 * template (sheet names, headers, examples, guide) and the row and file problems. The row keys
 * are ROSTER_ plus the server's key (rosterErrors.ts). The importer reads the headers of every
 * language (roster/rosterColumns.ts).
 */
import { defineTexts } from './define';

export const rosterImportTexts = defineTexts({
  ko: {
    ROSTER_IMPORT: '명렬표 가져오기',
    ROSTER_IMPORT_TITLE: '명렬표 가져오기',
    ROSTER_IMPORT_INTRO:
      '번호, 이름, 성(선택), 버튼(선택) 열이 있는 파일을 선택하세요. 번호가 같은 학생은 이름을 고치고, 없는 번호는 새 학생으로 추가합니다. 파일에 없는 학생은 그대로 둡니다. 버튼은 기기의 라벨이나 MAC 주소로 찾아 그 자리에 연결합니다. 문제가 있는 행이 하나라도 있으면 아무것도 가져오지 않습니다.',
    ROSTER_DOWNLOAD_TEMPLATE: '양식 내려받기',
    ROSTER_TEMPLATE_FILE_NAME: '명렬표-양식.xlsx',
    ROSTER_FILE: '명렬표 파일',
    ROSTER_FILE_HINT: '.xlsx, .ods 또는 .csv 파일, 최대 {{max}}명',
    ROSTER_BACK: '학생 목록으로',
    ROSTER_START: '가져오기',
    ROSTER_CREATE_AND_START: '교실을 만들고 가져오기',
    ROSTER_UNSAVED_ROWS: '입력한 학생 행을 먼저 저장하거나 지운 뒤 명렬표를 가져오세요.',
    ROSTER_PREVIEW_TITLE: '가져올 준비가 되었습니다',
    ROSTER_PREVIEW_COUNT: '{{sheet}} 시트의 학생 {{count}}명 (버튼 {{buttons}}개)',
    ROSTER_ERRORS_TITLE: '문제가 있는 행 {{count}}건',
    ROSTER_BLOCKED_MSG:
      '아래 행을 모두 고치기 전에는 아무것도 가져오지 않습니다. 파일을 고친 뒤 다시 선택하세요.',
    ROSTER_SUCCESS_MSG:
      '명렬표를 가져왔습니다: 새 학생 {{created}}명, 이름 변경 {{updated}}명, 그대로 {{unchanged}}명, 연결한 버튼 {{bound}}개.',
    ROSTER_IMPORT_FAILED: '명렬표를 가져오지 못했습니다. 아무것도 바뀌지 않았습니다.',
    ROSTER_CHANGED:
      '가져오는 동안 교실의 학생이나 버튼이 바뀌어 아무것도 가져오지 않았습니다. 다시 시도하세요.',
    ROSTER_NO_HEADER: '첫 행에서 번호와 이름 열을 찾지 못했습니다. 양식의 머리글을 쓰세요.',
    ROSTER_EMPTY: '파일에 학생 행이 없습니다.',
    ROSTER_TOO_MANY_ROWS: '한 번에 최대 {{max}}명까지 가져올 수 있습니다.',
    ROSTER_INVALID_SEAT: '번호는 1부터 10000 사이의 정수여야 합니다.',
    ROSTER_DUPLICATE_SEAT: '같은 번호가 앞 행에도 있습니다.',
    ROSTER_REQUIRED_NAME: '이름이 비어 있습니다.',
    ROSTER_NAME_TOO_LONG: '이름은 100자 이하여야 합니다.',
    ROSTER_UNKNOWN_BUTTON: '이 학교에 이런 라벨이나 MAC의 버튼이 없습니다.',
    ROSTER_AMBIGUOUS_BUTTON: '이 라벨의 버튼이 여러 개입니다. MAC 주소를 쓰세요.',
    ROSTER_BUTTON_IN_OTHER_CLASSROOM: '이 버튼은 다른 교실에 있습니다. 먼저 그 교실에서 빼세요.',
    ROSTER_DUPLICATE_BUTTON: '같은 버튼이 앞 행에도 있습니다.',
    ROSTER_SHEET: '명렬표',
    ROSTER_COL_NO: '번호',
    ROSTER_COL_FIRSTNAME: '이름',
    ROSTER_COL_LASTNAME: '성',
    ROSTER_COL_BUTTON: '버튼',
    ROSTER_EXAMPLE_FIRST_1: '민준',
    ROSTER_EXAMPLE_LAST_1: '김',
    ROSTER_EXAMPLE_FIRST_2: '서연',
    ROSTER_EXAMPLE_LAST_2: '이',
    ROSTER_EXAMPLE_FIRST_3: '도윤',
    ROSTER_EXAMPLE_LAST_3: '박',
    ROSTER_GUIDE_SHEET: '안내',
    ROSTER_GUIDE_COLUMN: '열',
    ROSTER_GUIDE_MEANING: '설명',
    ROSTER_GUIDE_NO:
      '필수. 자리 번호, 1에서 10000 사이의 정수. 같은 번호의 학생이 교실에 있으면 그 학생의 이름을 바꿉니다.',
    ROSTER_GUIDE_FIRSTNAME: '필수. 학생의 이름.',
    ROSTER_GUIDE_LASTNAME: '선택. 학생의 성. 이 열이 없으면 저장된 성을 그대로 둡니다.',
    ROSTER_GUIDE_BUTTON:
      '선택. 그 자리의 버튼: 기기 목록의 라벨(예: 7, 07과 같음) 또는 MAC 주소. 이 교실의 버튼이나 아직 교실이 없는 버튼만 쓸 수 있으며, 자리의 이전 버튼은 연결이 풀립니다. 비워 두면 버튼은 바뀌지 않습니다.',
    ROSTER_GUIDE_NOTES_TITLE: '참고',
    ROSTER_GUIDE_NOTES:
      '.xlsx, .ods, .csv 파일을 가져올 수 있고 머리글은 한국어, 영어, 스페인어 모두 됩니다. 파일에 없는 학생은 지우지 않습니다. 문제가 있는 행이 하나라도 있으면 아무것도 가져오지 않습니다.',
  },
  en: {
    ROSTER_IMPORT: 'Import roster',
    ROSTER_IMPORT_TITLE: 'Import a roster',
    ROSTER_IMPORT_INTRO:
      'Choose a file with the columns No., First name, Last name (optional) and Button (optional). A student already on a seat number is renamed; a new seat number adds a student. Students not in the file are kept. A button is found by its label or MAC address and linked to its seat. If any row has a problem, nothing is imported.',
    ROSTER_DOWNLOAD_TEMPLATE: 'Download template',
    ROSTER_TEMPLATE_FILE_NAME: 'roster-template.xlsx',
    ROSTER_FILE: 'Roster file',
    ROSTER_FILE_HINT: 'An .xlsx, .ods or .csv file, at most {{max}} students',
    ROSTER_BACK: 'Back to the student list',
    ROSTER_START: 'Import',
    ROSTER_CREATE_AND_START: 'Create the classroom and import',
    ROSTER_UNSAVED_ROWS: 'Save or remove the student rows you typed before importing a roster.',
    ROSTER_PREVIEW_TITLE: 'Ready to import',
    ROSTER_PREVIEW_COUNT: '{{count}} students on sheet {{sheet}} ({{buttons}} buttons)',
    ROSTER_ERRORS_TITLE: 'Rows with problems: {{count}}',
    ROSTER_BLOCKED_MSG:
      'Nothing will be imported until every row below is fixed. Fix the file and choose it again.',
    ROSTER_SUCCESS_MSG:
      'Roster imported: {{created}} new students, {{updated}} renamed, {{unchanged}} unchanged, {{bound}} buttons linked.',
    ROSTER_IMPORT_FAILED: 'The roster could not be imported. Nothing was changed.',
    ROSTER_CHANGED:
      'A student or button of the classroom changed during the import, so nothing was imported. Try again.',
    ROSTER_NO_HEADER:
      'No seat number and first name columns were found in the first row. Use the template’s headers.',
    ROSTER_EMPTY: 'The file has no student rows.',
    ROSTER_TOO_MANY_ROWS: 'At most {{max}} students can be imported at a time.',
    ROSTER_INVALID_SEAT: 'The number must be a whole number from 1 to 10000.',
    ROSTER_DUPLICATE_SEAT: 'An earlier row has the same number.',
    ROSTER_REQUIRED_NAME: 'The first name is empty.',
    ROSTER_NAME_TOO_LONG: 'A name may have at most 100 characters.',
    ROSTER_UNKNOWN_BUTTON: 'This school has no button with this label or MAC.',
    ROSTER_AMBIGUOUS_BUTTON: 'Several buttons have this label. Use the MAC address.',
    ROSTER_BUTTON_IN_OTHER_CLASSROOM:
      'This button is in another classroom. Take it out of that classroom first.',
    ROSTER_DUPLICATE_BUTTON: 'An earlier row has the same button.',
    ROSTER_SHEET: 'Roster',
    ROSTER_COL_NO: 'No.',
    ROSTER_COL_FIRSTNAME: 'First name',
    ROSTER_COL_LASTNAME: 'Last name',
    ROSTER_COL_BUTTON: 'Button',
    ROSTER_EXAMPLE_FIRST_1: 'Olivia',
    ROSTER_EXAMPLE_LAST_1: 'Smith',
    ROSTER_EXAMPLE_FIRST_2: 'Noah',
    ROSTER_EXAMPLE_LAST_2: 'Jones',
    ROSTER_EXAMPLE_FIRST_3: 'Emma',
    ROSTER_EXAMPLE_LAST_3: 'Brown',
    ROSTER_GUIDE_SHEET: 'Guide',
    ROSTER_GUIDE_COLUMN: 'Column',
    ROSTER_GUIDE_MEANING: 'Meaning',
    ROSTER_GUIDE_NO:
      'Required. The seat number, a whole number from 1 to 10000. A student already on that number in the classroom is renamed.',
    ROSTER_GUIDE_FIRSTNAME: 'Required. The student’s first name.',
    ROSTER_GUIDE_LASTNAME:
      'Optional. The student’s last name. Without this column, stored last names are kept.',
    ROSTER_GUIDE_BUTTON:
      'Optional. The seat’s button: its label in the device list (7 is the same as 07) or its MAC address. Only buttons of this classroom or of no classroom yet; the seat’s previous button is unlinked. Empty: the button does not change.',
    ROSTER_GUIDE_NOTES_TITLE: 'Notes',
    ROSTER_GUIDE_NOTES:
      '.xlsx, .ods and .csv files can be imported, with headers in English, Korean or Spanish. Students not in the file are never removed. If any row has a problem, nothing is imported.',
  },
  es: {
    ROSTER_IMPORT: 'Importar lista',
    ROSTER_IMPORT_TITLE: 'Importar una lista de estudiantes',
    ROSTER_IMPORT_INTRO:
      'Elija un archivo con las columnas N.º, Nombre, Apellidos (opcional) y Botón (opcional). Un estudiante que ya tiene ese número cambia de nombre; un número nuevo añade un estudiante. Los estudiantes que no están en el archivo se conservan. El botón se busca por su etiqueta o su dirección MAC y se vincula a su puesto. Si alguna fila tiene un problema, no se importa nada.',
    ROSTER_DOWNLOAD_TEMPLATE: 'Descargar plantilla',
    ROSTER_TEMPLATE_FILE_NAME: 'plantilla-lista.xlsx',
    ROSTER_FILE: 'Archivo de la lista',
    ROSTER_FILE_HINT: 'Un archivo .xlsx, .ods o .csv, como máximo {{max}} estudiantes',
    ROSTER_BACK: 'Volver a la lista de estudiantes',
    ROSTER_START: 'Importar',
    ROSTER_CREATE_AND_START: 'Crear el aula e importar',
    ROSTER_UNSAVED_ROWS: 'Guarde o quite las filas de estudiantes que escribió antes de importar una lista.',
    ROSTER_PREVIEW_TITLE: 'Listo para importar',
    ROSTER_PREVIEW_COUNT: '{{count}} estudiantes en la hoja {{sheet}} ({{buttons}} botones)',
    ROSTER_ERRORS_TITLE: 'Filas con problemas: {{count}}',
    ROSTER_BLOCKED_MSG:
      'No se importará nada hasta que se corrijan todas las filas de abajo. Corrija el archivo y vuelva a elegirlo.',
    ROSTER_SUCCESS_MSG:
      'Lista importada: {{created}} estudiantes nuevos, {{updated}} renombrados, {{unchanged}} sin cambios, {{bound}} botones vinculados.',
    ROSTER_IMPORT_FAILED: 'No se pudo importar la lista. No se cambió nada.',
    ROSTER_CHANGED:
      'Un estudiante o un botón del aula cambió durante la importación, así que no se importó nada. Inténtelo de nuevo.',
    ROSTER_NO_HEADER:
      'No se encontraron las columnas de número y nombre en la primera fila. Use los encabezados de la plantilla.',
    ROSTER_EMPTY: 'El archivo no tiene filas de estudiantes.',
    ROSTER_TOO_MANY_ROWS: 'Se pueden importar como máximo {{max}} estudiantes a la vez.',
    ROSTER_INVALID_SEAT: 'El número debe ser un entero entre 1 y 10000.',
    ROSTER_DUPLICATE_SEAT: 'Una fila anterior tiene el mismo número.',
    ROSTER_REQUIRED_NAME: 'El nombre está vacío.',
    ROSTER_NAME_TOO_LONG: 'Un nombre puede tener como máximo 100 caracteres.',
    ROSTER_UNKNOWN_BUTTON: 'Esta escuela no tiene ningún botón con esta etiqueta o MAC.',
    ROSTER_AMBIGUOUS_BUTTON: 'Varios botones tienen esta etiqueta. Use la dirección MAC.',
    ROSTER_BUTTON_IN_OTHER_CLASSROOM: 'Este botón está en otra aula. Sáquelo primero de esa aula.',
    ROSTER_DUPLICATE_BUTTON: 'Una fila anterior tiene el mismo botón.',
    ROSTER_SHEET: 'Lista',
    ROSTER_COL_NO: 'N.º',
    ROSTER_COL_FIRSTNAME: 'Nombre',
    ROSTER_COL_LASTNAME: 'Apellidos',
    ROSTER_COL_BUTTON: 'Botón',
    ROSTER_EXAMPLE_FIRST_1: 'Lucía',
    ROSTER_EXAMPLE_LAST_1: 'García',
    ROSTER_EXAMPLE_FIRST_2: 'Hugo',
    ROSTER_EXAMPLE_LAST_2: 'Martínez',
    ROSTER_EXAMPLE_FIRST_3: 'Sofía',
    ROSTER_EXAMPLE_LAST_3: 'López',
    ROSTER_GUIDE_SHEET: 'Guía',
    ROSTER_GUIDE_COLUMN: 'Columna',
    ROSTER_GUIDE_MEANING: 'Significado',
    ROSTER_GUIDE_NO:
      'Obligatoria. El número de puesto, un entero entre 1 y 10000. Un estudiante que ya tiene ese número en el aula cambia de nombre.',
    ROSTER_GUIDE_FIRSTNAME: 'Obligatoria. El nombre del estudiante.',
    ROSTER_GUIDE_LASTNAME:
      'Opcional. Los apellidos del estudiante. Sin esta columna se conservan los apellidos guardados.',
    ROSTER_GUIDE_BUTTON:
      'Opcional. El botón del puesto: su etiqueta en la lista de dispositivos (7 es lo mismo que 07) o su dirección MAC. Solo botones de esta aula o de ninguna aula; el botón anterior del puesto se desvincula. Vacía: el botón no cambia.',
    ROSTER_GUIDE_NOTES_TITLE: 'Notas',
    ROSTER_GUIDE_NOTES:
      'Se pueden importar archivos .xlsx, .ods y .csv, con encabezados en español, inglés o coreano. Nunca se quitan los estudiantes que no están en el archivo. Si alguna fila tiene un problema, no se importa nada.',
  },
});
