/** Class screen settings of a site or a distributor (docs/console-shell.md) and the /sample gallery. */
import { defineTexts } from './define';

export const siteSettingsTexts = defineTexts({
  ko: {
    CLASS_SCREEN_SETTINGS: '수업 화면',
    CLASS_SCREEN_SETTINGS_HINT: '이 사이트에서 진행하는 수업 화면의 배경, 글꼴, 카운트다운 소리입니다.',
    DIST_CLASS_SCREEN_HINT: '이 총판의 사이트가 자체 설정을 하지 않으면 수업 화면에 이 설정을 사용합니다.',
    SCREEN_BACKGROUND: '배경 이미지',
    SCREEN_BACKGROUND_DEFAULT: '기본 배경을 사용합니다.',
    SCREEN_AUDIO: '카운트다운 오디오',
    SCREEN_AUDIO_DEFAULT: '기본 카운트다운 소리를 사용합니다.',
    SCREEN_FONT: '글꼴',
    SCREEN_FONT_default: '기본',
    SCREEN_FONT_rounded: '둥근 글꼴',
    SCREEN_FONT_serif: '명조',
    SCREEN_FONT_mono: '고정폭',
    SAMPLE_GALLERY_INTRO: 'ClassPulse 콘솔의 주요 화면을 소개합니다. 각 화면은 로그인 후 사용할 수 있습니다.',
    SAMPLE_PART_CLASS: '수업 진행',
    SAMPLE_PART_CLASS_DESC:
      '문항을 시작하면 버튼과 앱의 응답이 자리 배치와 차트에 바로 나타나고, 정답률과 그룹 나누기를 볼 수 있습니다.',
    SAMPLE_PART_QUESTIONS: '문항 관리',
    SAMPLE_PART_QUESTIONS_DESC:
      '퀴즈와 설문 문항을 만들고 이미지와 소리를 붙이며, 플레이리스트로 묶어 공유합니다.',
    SAMPLE_PART_DEVICES: '장치와 교실',
    SAMPLE_PART_DEVICES_DESC: '응답 버튼, 스캐너, 앱을 교실과 자리에 연결합니다.',
    SAMPLE_PART_HISTORY: '기록',
    SAMPLE_PART_HISTORY_DESC: '지난 수업의 문항별 응답과 정답률을 다시 봅니다.',
    SAMPLE_PART_ADMIN: '관리',
    SAMPLE_PART_ADMIN_DESC: '사이트, 사용자, 권한을 관리하고 사이트별 수업 화면을 꾸밉니다.',
    SAMPLE_SIGN_IN: '로그인하여 시작하기',
  },
  en: {
    CLASS_SCREEN_SETTINGS: 'Class screen',
    CLASS_SCREEN_SETTINGS_HINT:
      "The background, font and countdown sound of this site's running class screen.",
    DIST_CLASS_SCREEN_HINT:
      "The running class screen of this distributor's sites uses these unless a site sets its own.",
    SCREEN_BACKGROUND: 'Background image',
    SCREEN_BACKGROUND_DEFAULT: 'The default background is used.',
    SCREEN_AUDIO: 'Countdown audio',
    SCREEN_AUDIO_DEFAULT: 'The default countdown sound is used.',
    SCREEN_FONT: 'Font',
    SCREEN_FONT_default: 'Default',
    SCREEN_FONT_rounded: 'Rounded',
    SCREEN_FONT_serif: 'Serif',
    SCREEN_FONT_mono: 'Monospace',
    SAMPLE_GALLERY_INTRO: 'The main parts of the ClassPulse console. Each one is available after signing in.',
    SAMPLE_PART_CLASS: 'Running a class',
    SAMPLE_PART_CLASS_DESC:
      'Start a question and the answers from buttons and the app appear on the seat view and the chart at once, with the correct rate and grouping.',
    SAMPLE_PART_QUESTIONS: 'Questions',
    SAMPLE_PART_QUESTIONS_DESC:
      'Write quiz and survey questions with images and sounds, and gather them into playlists to share.',
    SAMPLE_PART_DEVICES: 'Devices and classrooms',
    SAMPLE_PART_DEVICES_DESC: 'Link answer buttons, scanners and phones to classrooms and seats.',
    SAMPLE_PART_HISTORY: 'History',
    SAMPLE_PART_HISTORY_DESC: "Review past classes: each question's answers and correct rate.",
    SAMPLE_PART_ADMIN: 'Administration',
    SAMPLE_PART_ADMIN_DESC: "Manage sites, users and roles, and style each site's class screen.",
    SAMPLE_SIGN_IN: 'Sign in to start',
  },
  es: {
    CLASS_SCREEN_SETTINGS: 'Pantalla de clase',
    CLASS_SCREEN_SETTINGS_HINT:
      'El fondo, la fuente y el sonido de la cuenta atrás de la pantalla de clase de este centro.',
    DIST_CLASS_SCREEN_HINT:
      'La pantalla de clase de los centros de este distribuidor usa estos ajustes salvo que el centro tenga los suyos.',
    SCREEN_BACKGROUND: 'Imagen de fondo',
    SCREEN_BACKGROUND_DEFAULT: 'Se usa el fondo predeterminado.',
    SCREEN_AUDIO: 'Audio de la cuenta atrás',
    SCREEN_AUDIO_DEFAULT: 'Se usa el sonido predeterminado de la cuenta atrás.',
    SCREEN_FONT: 'Fuente',
    SCREEN_FONT_default: 'Predeterminada',
    SCREEN_FONT_rounded: 'Redondeada',
    SCREEN_FONT_serif: 'Con serifa',
    SCREEN_FONT_mono: 'Monoespaciada',
    SAMPLE_GALLERY_INTRO:
      'Las partes principales de la consola ClassPulse. Cada una está disponible tras iniciar sesión.',
    SAMPLE_PART_CLASS: 'Dar una clase',
    SAMPLE_PART_CLASS_DESC:
      'Inicie una pregunta y las respuestas de los botones y la app aparecen al instante en los asientos y el gráfico, con el porcentaje de aciertos y los grupos.',
    SAMPLE_PART_QUESTIONS: 'Preguntas',
    SAMPLE_PART_QUESTIONS_DESC:
      'Escriba preguntas de cuestionario y encuesta con imágenes y sonidos, y reúnalas en listas para compartir.',
    SAMPLE_PART_DEVICES: 'Dispositivos y aulas',
    SAMPLE_PART_DEVICES_DESC: 'Vincule botones de respuesta, escáneres y teléfonos a aulas y asientos.',
    SAMPLE_PART_HISTORY: 'Historial',
    SAMPLE_PART_HISTORY_DESC:
      'Revise clases pasadas: las respuestas y el porcentaje de aciertos de cada pregunta.',
    SAMPLE_PART_ADMIN: 'Administración',
    SAMPLE_PART_ADMIN_DESC:
      'Gestione centros, usuarios y roles, y personalice la pantalla de clase de cada centro.',
    SAMPLE_SIGN_IN: 'Inicie sesión para empezar',
  },
});
