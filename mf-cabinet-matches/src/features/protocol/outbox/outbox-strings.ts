// The outbox strings of the protocol page (namespace `cab-matches`, key `outbox`): whether every
// event, additional information and lineup saved here has reached the server, and the events still
// waiting (ADR 0178).
export const outboxStrings = {
  kk: {
    allSent: 'Барлығы жіберілді',
    waiting: 'Жіберуді күтуде: {{count}}',
    sending: 'Жіберілуде…',
    offline: 'Желі жоқ: оқиғалар мен сақталған өзгерістер осы құрылғыда қалады және желі қайтқанда жіберіледі.',
    item: 'жіберуді күтуде',
    list: 'Жіберуді күтетін оқиғалар',
    needsNetwork: 'Оқиғаны өзгерту не жою үшін желі керек; жаңа оқиғалар желісіз де сақталады.',
    sendNow: 'Қазір жіберу',
    refused: 'Күтудегі оқиға қабылданбады:',
  },
  ru: {
    allSent: 'Всё отправлено',
    waiting: 'Ждут отправки: {{count}}',
    sending: 'Отправка…',
    offline: 'Нет сети: события и сохранения остаются на этом устройстве и будут отправлены, когда сеть вернётся.',
    item: 'ждёт отправки',
    list: 'События, ждущие отправки',
    needsNetwork: 'Чтобы изменить или удалить событие, нужна сеть; новые события сохраняются и без неё.',
    sendNow: 'Отправить сейчас',
    refused: 'Ожидавшее отправки событие не принято:',
  },
  en: {
    allSent: 'All sent',
    waiting: '{{count}} waiting to send',
    sending: 'Sending…',
    offline: 'No network: events and saves are kept on this device and sent when it returns.',
    item: 'waiting to send',
    list: 'Events waiting to send',
    needsNetwork: 'Changing or deleting an event needs the network; new events are kept without it.',
    sendNow: 'Send now',
    refused: 'A waiting event was not accepted:',
  },
};
