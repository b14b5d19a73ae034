// The print order e-mails' words in the 24 languages of the site (buyer and artist, each step), chosen by the
// member's preferred language; {{id}}, {{title}}, {{tracking}} and {{earnings}} are filled in by emails.ts.
import type { LanguageCode } from '@common/constants/languages';

export const PRINT_EMAIL_STEPS = [
  'paid',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type PrintEmailStep = (typeof PRINT_EMAIL_STEPS)[number];

export interface PrintEmailStrings {
  buyer: Record<PrintEmailStep, string>;
  artist: Record<PrintEmailStep, string>;
  track: string;
}

export const PRINT_EMAIL_STRINGS: Record<LanguageCode, PrintEmailStrings> = {
  en: {
    buyer: {
      paid: 'Thank you: your print order #{{id}} is paid and will be made soon.',
      in_production: 'Your print order #{{id}} is being printed.',
      shipped: 'Your print order #{{id}} is on its way. Tracking number: {{tracking}}.',
      delivered: 'Your print order #{{id}} was delivered. Enjoy it!',
      cancelled: 'Your print order #{{id}} was cancelled.',
      refunded: 'Your print order #{{id}} was refunded in full.',
    },
    artist: {
      paid: 'You sold a print of "{{title}}" (order #{{id}}): you earn {{earnings}}.',
      in_production: 'Your print "{{title}}" (order #{{id}}) is being printed.',
      shipped: 'Your print "{{title}}" (order #{{id}}) has shipped.',
      delivered: 'Your print "{{title}}" (order #{{id}}) was delivered.',
      cancelled: 'The order #{{id}} of your print "{{title}}" was cancelled.',
      refunded:
        'The order #{{id}} of your print "{{title}}" was refunded: its earnings ({{earnings}}) are taken back.',
    },
    track: 'Track your parcel',
  },
  es: {
    buyer: {
      paid: 'Gracias: tu pedido de lámina #{{id}} está pagado y se preparará pronto.',
      in_production: 'Tu pedido de lámina #{{id}} se está imprimiendo.',
      shipped: 'Tu pedido de lámina #{{id}} está en camino. Número de seguimiento: {{tracking}}.',
      delivered: 'Tu pedido de lámina #{{id}} se ha entregado. ¡Disfrútalo!',
      cancelled: 'Tu pedido de lámina #{{id}} se ha cancelado.',
      refunded: 'Tu pedido de lámina #{{id}} se ha reembolsado por completo.',
    },
    artist: {
      paid: 'Has vendido una lámina de «{{title}}» (pedido #{{id}}): ganas {{earnings}}.',
      in_production: 'Tu lámina «{{title}}» (pedido #{{id}}) se está imprimiendo.',
      shipped: 'Tu lámina «{{title}}» (pedido #{{id}}) se ha enviado.',
      delivered: 'Tu lámina «{{title}}» (pedido #{{id}}) se ha entregado.',
      cancelled: 'El pedido #{{id}} de tu lámina «{{title}}» se ha cancelado.',
      refunded:
        'El pedido #{{id}} de tu lámina «{{title}}» se ha reembolsado: se descuentan sus ganancias ({{earnings}}).',
    },
    track: 'Seguir el paquete',
  },
  fr: {
    buyer: {
      paid: 'Merci : votre commande de tirage n° {{id}} est payée et sera bientôt réalisée.',
      in_production: 'Votre commande de tirage n° {{id}} est en cours d’impression.',
      shipped: 'Votre commande de tirage n° {{id}} est en route. Numéro de suivi : {{tracking}}.',
      delivered: 'Votre commande de tirage n° {{id}} a été livrée. Bonne découverte !',
      cancelled: 'Votre commande de tirage n° {{id}} a été annulée.',
      refunded: 'Votre commande de tirage n° {{id}} a été intégralement remboursée.',
    },
    artist: {
      paid: 'Vous avez vendu un tirage de « {{title}} » (commande n° {{id}}) : vous gagnez {{earnings}}.',
      in_production: 'Votre tirage « {{title}} » (commande n° {{id}}) est en cours d’impression.',
      shipped: 'Votre tirage « {{title}} » (commande n° {{id}}) a été expédié.',
      delivered: 'Votre tirage « {{title}} » (commande n° {{id}}) a été livré.',
      cancelled: 'La commande n° {{id}} de votre tirage « {{title}} » a été annulée.',
      refunded:
        'La commande n° {{id}} de votre tirage « {{title}} » a été remboursée : ses gains ({{earnings}}) sont retirés.',
    },
    track: 'Suivre le colis',
  },
  de: {
    buyer: {
      paid: 'Danke: Deine Druckbestellung #{{id}} ist bezahlt und wird bald gefertigt.',
      in_production: 'Deine Druckbestellung #{{id}} wird gedruckt.',
      shipped: 'Deine Druckbestellung #{{id}} ist unterwegs. Sendungsnummer: {{tracking}}.',
      delivered: 'Deine Druckbestellung #{{id}} wurde zugestellt. Viel Freude damit!',
      cancelled: 'Deine Druckbestellung #{{id}} wurde storniert.',
      refunded: 'Deine Druckbestellung #{{id}} wurde vollständig erstattet.',
    },
    artist: {
      paid: 'Du hast einen Druck von „{{title}}“ verkauft (Bestellung #{{id}}): Du verdienst {{earnings}}.',
      in_production: 'Dein Druck „{{title}}“ (Bestellung #{{id}}) wird gedruckt.',
      shipped: 'Dein Druck „{{title}}“ (Bestellung #{{id}}) wurde versandt.',
      delivered: 'Dein Druck „{{title}}“ (Bestellung #{{id}}) wurde zugestellt.',
      cancelled: 'Die Bestellung #{{id}} deines Drucks „{{title}}“ wurde storniert.',
      refunded:
        'Die Bestellung #{{id}} deines Drucks „{{title}}“ wurde erstattet: Die Einnahmen ({{earnings}}) werden abgezogen.',
    },
    track: 'Sendung verfolgen',
  },
  ja: {
    buyer: {
      paid: 'ありがとうございます。プリント注文 #{{id}} のお支払いが完了しました。まもなく制作します。',
      in_production: 'プリント注文 #{{id}} を印刷中です。',
      shipped: 'プリント注文 #{{id}} を発送しました。追跡番号: {{tracking}}',
      delivered: 'プリント注文 #{{id}} が配達されました。お楽しみください!',
      cancelled: 'プリント注文 #{{id}} はキャンセルされました。',
      refunded: 'プリント注文 #{{id}} は全額返金されました。',
    },
    artist: {
      paid: '「{{title}}」のプリントが売れました(注文 #{{id}})。あなたの収益は {{earnings}} です。',
      in_production: 'あなたのプリント「{{title}}」(注文 #{{id}})を印刷中です。',
      shipped: 'あなたのプリント「{{title}}」(注文 #{{id}})が発送されました。',
      delivered: 'あなたのプリント「{{title}}」(注文 #{{id}})が配達されました。',
      cancelled: 'あなたのプリント「{{title}}」の注文 #{{id}} はキャンセルされました。',
      refunded:
        'あなたのプリント「{{title}}」の注文 #{{id}} は返金されました。収益({{earnings}})は差し引かれます。',
    },
    track: '荷物を追跡',
  },
  zh: {
    buyer: {
      paid: '谢谢:你的印刷品订单 #{{id}} 已付款,即将开始制作。',
      in_production: '你的印刷品订单 #{{id}} 正在印刷。',
      shipped: '你的印刷品订单 #{{id}} 已发货。快递单号:{{tracking}}。',
      delivered: '你的印刷品订单 #{{id}} 已送达。希望你喜欢!',
      cancelled: '你的印刷品订单 #{{id}} 已取消。',
      refunded: '你的印刷品订单 #{{id}} 已全额退款。',
    },
    artist: {
      paid: '你卖出了一幅《{{title}}》的印刷品(订单 #{{id}}):你的收入为 {{earnings}}。',
      in_production: '你的印刷品《{{title}}》(订单 #{{id}})正在印刷。',
      shipped: '你的印刷品《{{title}}》(订单 #{{id}})已发货。',
      delivered: '你的印刷品《{{title}}》(订单 #{{id}})已送达。',
      cancelled: '你的印刷品《{{title}}》的订单 #{{id}} 已取消。',
      refunded: '你的印刷品《{{title}}》的订单 #{{id}} 已退款:其收入({{earnings}})将被扣回。',
    },
    track: '追踪包裹',
  },
  pt: {
    buyer: {
      paid: 'Obrigado: seu pedido de impressão nº {{id}} está pago e será produzido em breve.',
      in_production: 'Seu pedido de impressão nº {{id}} está sendo impresso.',
      shipped: 'Seu pedido de impressão nº {{id}} está a caminho. Código de rastreio: {{tracking}}.',
      delivered: 'Seu pedido de impressão nº {{id}} foi entregue. Aproveite!',
      cancelled: 'Seu pedido de impressão nº {{id}} foi cancelado.',
      refunded: 'Seu pedido de impressão nº {{id}} foi reembolsado integralmente.',
    },
    artist: {
      paid: 'Você vendeu uma impressão de “{{title}}” (pedido nº {{id}}): você ganha {{earnings}}.',
      in_production: 'Sua impressão “{{title}}” (pedido nº {{id}}) está sendo impressa.',
      shipped: 'Sua impressão “{{title}}” (pedido nº {{id}}) foi enviada.',
      delivered: 'Sua impressão “{{title}}” (pedido nº {{id}}) foi entregue.',
      cancelled: 'O pedido nº {{id}} da sua impressão “{{title}}” foi cancelado.',
      refunded:
        'O pedido nº {{id}} da sua impressão “{{title}}” foi reembolsado: os ganhos ({{earnings}}) são descontados.',
    },
    track: 'Rastrear a encomenda',
  },
  it: {
    buyer: {
      paid: 'Grazie: il tuo ordine di stampa n. {{id}} è pagato e sarà realizzato a breve.',
      in_production: 'Il tuo ordine di stampa n. {{id}} è in stampa.',
      shipped: 'Il tuo ordine di stampa n. {{id}} è in viaggio. Numero di tracciamento: {{tracking}}.',
      delivered: 'Il tuo ordine di stampa n. {{id}} è stato consegnato. Buona visione!',
      cancelled: 'Il tuo ordine di stampa n. {{id}} è stato annullato.',
      refunded: 'Il tuo ordine di stampa n. {{id}} è stato rimborsato per intero.',
    },
    artist: {
      paid: 'Hai venduto una stampa di «{{title}}» (ordine n. {{id}}): guadagni {{earnings}}.',
      in_production: 'La tua stampa «{{title}}» (ordine n. {{id}}) è in stampa.',
      shipped: 'La tua stampa «{{title}}» (ordine n. {{id}}) è stata spedita.',
      delivered: 'La tua stampa «{{title}}» (ordine n. {{id}}) è stata consegnata.',
      cancelled: 'L’ordine n. {{id}} della tua stampa «{{title}}» è stato annullato.',
      refunded:
        'L’ordine n. {{id}} della tua stampa «{{title}}» è stato rimborsato: i guadagni ({{earnings}}) vengono stornati.',
    },
    track: 'Traccia il pacco',
  },
  ru: {
    buyer: {
      paid: 'Спасибо: ваш заказ принта № {{id}} оплачен и скоро будет изготовлен.',
      in_production: 'Ваш заказ принта № {{id}} печатается.',
      shipped: 'Ваш заказ принта № {{id}} в пути. Трек-номер: {{tracking}}.',
      delivered: 'Ваш заказ принта № {{id}} доставлен. Наслаждайтесь!',
      cancelled: 'Ваш заказ принта № {{id}} отменён.',
      refunded: 'За ваш заказ принта № {{id}} деньги возвращены полностью.',
    },
    artist: {
      paid: 'Вы продали принт «{{title}}» (заказ № {{id}}): ваш заработок {{earnings}}.',
      in_production: 'Ваш принт «{{title}}» (заказ № {{id}}) печатается.',
      shipped: 'Ваш принт «{{title}}» (заказ № {{id}}) отправлен.',
      delivered: 'Ваш принт «{{title}}» (заказ № {{id}}) доставлен.',
      cancelled: 'Заказ № {{id}} вашего принта «{{title}}» отменён.',
      refunded:
        'По заказу № {{id}} вашего принта «{{title}}» сделан возврат: заработок ({{earnings}}) списан.',
    },
    track: 'Отследить посылку',
  },
  ar: {
    buyer: {
      paid: 'شكرًا لك: تم دفع طلب المطبوعة رقم {{id}} وسيُجهَّز قريبًا.',
      in_production: 'تجري طباعة طلب المطبوعة رقم {{id}}.',
      shipped: 'طلب المطبوعة رقم {{id}} في الطريق إليك. رقم التتبع: {{tracking}}.',
      delivered: 'تم تسليم طلب المطبوعة رقم {{id}}. استمتع بها!',
      cancelled: 'تم إلغاء طلب المطبوعة رقم {{id}}.',
      refunded: 'تم استرداد المبلغ الكامل لطلب المطبوعة رقم {{id}}.',
    },
    artist: {
      paid: 'بعتَ مطبوعة من «{{title}}» (الطلب رقم {{id}}): أرباحك {{earnings}}.',
      in_production: 'تجري طباعة مطبوعتك «{{title}}» (الطلب رقم {{id}}).',
      shipped: 'تم شحن مطبوعتك «{{title}}» (الطلب رقم {{id}}).',
      delivered: 'تم تسليم مطبوعتك «{{title}}» (الطلب رقم {{id}}).',
      cancelled: 'تم إلغاء الطلب رقم {{id}} لمطبوعتك «{{title}}».',
      refunded: 'تم استرداد مبلغ الطلب رقم {{id}} لمطبوعتك «{{title}}»: تُخصم أرباحه ({{earnings}}).',
    },
    track: 'تتبّع الطرد',
  },
  ko: {
    buyer: {
      paid: '감사합니다. 프린트 주문 #{{id}}의 결제가 완료되어 곧 제작됩니다.',
      in_production: '프린트 주문 #{{id}}을(를) 인쇄하고 있습니다.',
      shipped: '프린트 주문 #{{id}}이(가) 발송되었습니다. 운송장 번호: {{tracking}}',
      delivered: '프린트 주문 #{{id}}이(가) 배송 완료되었습니다. 즐겁게 감상하세요!',
      cancelled: '프린트 주문 #{{id}}이(가) 취소되었습니다.',
      refunded: '프린트 주문 #{{id}}이(가) 전액 환불되었습니다.',
    },
    artist: {
      paid: '"{{title}}" 프린트가 판매되었습니다(주문 #{{id}}). 수익은 {{earnings}}입니다.',
      in_production: '내 프린트 "{{title}}"(주문 #{{id}})을(를) 인쇄하고 있습니다.',
      shipped: '내 프린트 "{{title}}"(주문 #{{id}})이(가) 발송되었습니다.',
      delivered: '내 프린트 "{{title}}"(주문 #{{id}})이(가) 배송 완료되었습니다.',
      cancelled: '내 프린트 "{{title}}"의 주문 #{{id}}이(가) 취소되었습니다.',
      refunded: '내 프린트 "{{title}}"의 주문 #{{id}}이(가) 환불되어 수익({{earnings}})이 차감됩니다.',
    },
    track: '택배 추적',
  },
  hi: {
    buyer: {
      paid: 'धन्यवाद: आपके प्रिंट ऑर्डर #{{id}} का भुगतान हो गया है और यह जल्द बनेगा।',
      in_production: 'आपका प्रिंट ऑर्डर #{{id}} छप रहा है।',
      shipped: 'आपका प्रिंट ऑर्डर #{{id}} रास्ते में है। ट्रैकिंग नंबर: {{tracking}}।',
      delivered: 'आपका प्रिंट ऑर्डर #{{id}} डिलीवर हो गया। आनंद लें!',
      cancelled: 'आपका प्रिंट ऑर्डर #{{id}} रद्द कर दिया गया।',
      refunded: 'आपके प्रिंट ऑर्डर #{{id}} का पूरा रिफ़ंड कर दिया गया।',
    },
    artist: {
      paid: 'आपने "{{title}}" का एक प्रिंट बेचा (ऑर्डर #{{id}}): आपकी कमाई {{earnings}} है।',
      in_production: 'आपका प्रिंट "{{title}}" (ऑर्डर #{{id}}) छप रहा है।',
      shipped: 'आपका प्रिंट "{{title}}" (ऑर्डर #{{id}}) भेज दिया गया।',
      delivered: 'आपका प्रिंट "{{title}}" (ऑर्डर #{{id}}) डिलीवर हो गया।',
      cancelled: 'आपके प्रिंट "{{title}}" का ऑर्डर #{{id}} रद्द कर दिया गया।',
      refunded: 'आपके प्रिंट "{{title}}" के ऑर्डर #{{id}} का रिफ़ंड हुआ: उसकी कमाई ({{earnings}}) वापस ली गई।',
    },
    track: 'पार्सल ट्रैक करें',
  },
  nl: {
    buyer: {
      paid: 'Bedankt: je printbestelling #{{id}} is betaald en wordt binnenkort gemaakt.',
      in_production: 'Je printbestelling #{{id}} wordt gedrukt.',
      shipped: 'Je printbestelling #{{id}} is onderweg. Trackingnummer: {{tracking}}.',
      delivered: 'Je printbestelling #{{id}} is bezorgd. Veel plezier ermee!',
      cancelled: 'Je printbestelling #{{id}} is geannuleerd.',
      refunded: 'Je printbestelling #{{id}} is volledig terugbetaald.',
    },
    artist: {
      paid: 'Je hebt een print van ‘{{title}}’ verkocht (bestelling #{{id}}): je verdient {{earnings}}.',
      in_production: 'Je print ‘{{title}}’ (bestelling #{{id}}) wordt gedrukt.',
      shipped: 'Je print ‘{{title}}’ (bestelling #{{id}}) is verzonden.',
      delivered: 'Je print ‘{{title}}’ (bestelling #{{id}}) is bezorgd.',
      cancelled: 'Bestelling #{{id}} van je print ‘{{title}}’ is geannuleerd.',
      refunded:
        'Bestelling #{{id}} van je print ‘{{title}}’ is terugbetaald: de verdiensten ({{earnings}}) worden ingehouden.',
    },
    track: 'Pakket volgen',
  },
  sv: {
    buyer: {
      paid: 'Tack: din printbeställning #{{id}} är betald och tillverkas snart.',
      in_production: 'Din printbeställning #{{id}} trycks nu.',
      shipped: 'Din printbeställning #{{id}} är på väg. Spårningsnummer: {{tracking}}.',
      delivered: 'Din printbeställning #{{id}} har levererats. Njut av den!',
      cancelled: 'Din printbeställning #{{id}} har avbrutits.',
      refunded: 'Din printbeställning #{{id}} har återbetalats i sin helhet.',
    },
    artist: {
      paid: 'Du har sålt ett tryck av ”{{title}}” (beställning #{{id}}): du tjänar {{earnings}}.',
      in_production: 'Ditt tryck ”{{title}}” (beställning #{{id}}) trycks nu.',
      shipped: 'Ditt tryck ”{{title}}” (beställning #{{id}}) har skickats.',
      delivered: 'Ditt tryck ”{{title}}” (beställning #{{id}}) har levererats.',
      cancelled: 'Beställning #{{id}} av ditt tryck ”{{title}}” har avbrutits.',
      refunded:
        'Beställning #{{id}} av ditt tryck ”{{title}}” har återbetalats: intäkten ({{earnings}}) dras tillbaka.',
    },
    track: 'Spåra paketet',
  },
  no: {
    buyer: {
      paid: 'Takk: printbestillingen din #{{id}} er betalt og lages snart.',
      in_production: 'Printbestillingen din #{{id}} trykkes nå.',
      shipped: 'Printbestillingen din #{{id}} er på vei. Sporingsnummer: {{tracking}}.',
      delivered: 'Printbestillingen din #{{id}} er levert. Kos deg med den!',
      cancelled: 'Printbestillingen din #{{id}} er kansellert.',
      refunded: 'Printbestillingen din #{{id}} er refundert i sin helhet.',
    },
    artist: {
      paid: 'Du har solgt et trykk av «{{title}}» (bestilling #{{id}}): du tjener {{earnings}}.',
      in_production: 'Trykket ditt «{{title}}» (bestilling #{{id}}) trykkes nå.',
      shipped: 'Trykket ditt «{{title}}» (bestilling #{{id}}) er sendt.',
      delivered: 'Trykket ditt «{{title}}» (bestilling #{{id}}) er levert.',
      cancelled: 'Bestilling #{{id}} av trykket ditt «{{title}}» er kansellert.',
      refunded:
        'Bestilling #{{id}} av trykket ditt «{{title}}» er refundert: inntekten ({{earnings}}) trekkes tilbake.',
    },
    track: 'Spor pakken',
  },
  da: {
    buyer: {
      paid: 'Tak: din printbestilling #{{id}} er betalt og bliver snart lavet.',
      in_production: 'Din printbestilling #{{id}} bliver trykt.',
      shipped: 'Din printbestilling #{{id}} er på vej. Trackingnummer: {{tracking}}.',
      delivered: 'Din printbestilling #{{id}} er leveret. God fornøjelse!',
      cancelled: 'Din printbestilling #{{id}} er annulleret.',
      refunded: 'Din printbestilling #{{id}} er refunderet fuldt ud.',
    },
    artist: {
      paid: 'Du har solgt et tryk af »{{title}}« (bestilling #{{id}}): du tjener {{earnings}}.',
      in_production: 'Dit tryk »{{title}}« (bestilling #{{id}}) bliver trykt.',
      shipped: 'Dit tryk »{{title}}« (bestilling #{{id}}) er afsendt.',
      delivered: 'Dit tryk »{{title}}« (bestilling #{{id}}) er leveret.',
      cancelled: 'Bestilling #{{id}} af dit tryk »{{title}}« er annulleret.',
      refunded:
        'Bestilling #{{id}} af dit tryk »{{title}}« er refunderet: indtjeningen ({{earnings}}) trækkes tilbage.',
    },
    track: 'Følg pakken',
  },
  fi: {
    buyer: {
      paid: 'Kiitos: vedostilauksesi #{{id}} on maksettu ja valmistetaan pian.',
      in_production: 'Vedostilaustasi #{{id}} painetaan.',
      shipped: 'Vedostilauksesi #{{id}} on matkalla. Seurantanumero: {{tracking}}.',
      delivered: 'Vedostilauksesi #{{id}} on toimitettu. Nauti siitä!',
      cancelled: 'Vedostilauksesi #{{id}} on peruttu.',
      refunded: 'Vedostilauksesi #{{id}} on hyvitetty kokonaan.',
    },
    artist: {
      paid: 'Myit vedoksen teoksesta ”{{title}}” (tilaus #{{id}}): ansaitset {{earnings}}.',
      in_production: 'Vedostasi ”{{title}}” (tilaus #{{id}}) painetaan.',
      shipped: 'Vedoksesi ”{{title}}” (tilaus #{{id}}) on lähetetty.',
      delivered: 'Vedoksesi ”{{title}}” (tilaus #{{id}}) on toimitettu.',
      cancelled: 'Vedoksesi ”{{title}}” tilaus #{{id}} on peruttu.',
      refunded: 'Vedoksesi ”{{title}}” tilaus #{{id}} on hyvitetty: sen tulot ({{earnings}}) peruutetaan.',
    },
    track: 'Seuraa pakettia',
  },
  pl: {
    buyer: {
      paid: 'Dziękujemy: zamówienie odbitki nr {{id}} jest opłacone i wkrótce zostanie wykonane.',
      in_production: 'Zamówienie odbitki nr {{id}} jest drukowane.',
      shipped: 'Zamówienie odbitki nr {{id}} jest w drodze. Numer przesyłki: {{tracking}}.',
      delivered: 'Zamówienie odbitki nr {{id}} zostało dostarczone. Miłego oglądania!',
      cancelled: 'Zamówienie odbitki nr {{id}} zostało anulowane.',
      refunded: 'Za zamówienie odbitki nr {{id}} zwrócono całą kwotę.',
    },
    artist: {
      paid: 'Sprzedano odbitkę „{{title}}” (zamówienie nr {{id}}): zarabiasz {{earnings}}.',
      in_production: 'Twoja odbitka „{{title}}” (zamówienie nr {{id}}) jest drukowana.',
      shipped: 'Twoja odbitka „{{title}}” (zamówienie nr {{id}}) została wysłana.',
      delivered: 'Twoja odbitka „{{title}}” (zamówienie nr {{id}}) została dostarczona.',
      cancelled: 'Zamówienie nr {{id}} Twojej odbitki „{{title}}” zostało anulowane.',
      refunded:
        'Za zamówienie nr {{id}} Twojej odbitki „{{title}}” zwrócono pieniądze: zarobek ({{earnings}}) zostaje cofnięty.',
    },
    track: 'Śledź przesyłkę',
  },
  tr: {
    buyer: {
      paid: 'Teşekkürler: #{{id}} numaralı baskı siparişinizin ödemesi alındı, yakında hazırlanacak.',
      in_production: '#{{id}} numaralı baskı siparişiniz basılıyor.',
      shipped: '#{{id}} numaralı baskı siparişiniz yolda. Takip numarası: {{tracking}}.',
      delivered: '#{{id}} numaralı baskı siparişiniz teslim edildi. Keyfini çıkarın!',
      cancelled: '#{{id}} numaralı baskı siparişiniz iptal edildi.',
      refunded: '#{{id}} numaralı baskı siparişinizin tamamı iade edildi.',
    },
    artist: {
      paid: '"{{title}}" baskısı satıldı (sipariş #{{id}}): kazancınız {{earnings}}.',
      in_production: '"{{title}}" baskınız (sipariş #{{id}}) basılıyor.',
      shipped: '"{{title}}" baskınız (sipariş #{{id}}) kargoya verildi.',
      delivered: '"{{title}}" baskınız (sipariş #{{id}}) teslim edildi.',
      cancelled: '"{{title}}" baskınızın #{{id}} numaralı siparişi iptal edildi.',
      refunded:
        '"{{title}}" baskınızın #{{id}} numaralı siparişi iade edildi: kazancı ({{earnings}}) geri alınır.',
    },
    track: 'Kargoyu takip et',
  },
  th: {
    buyer: {
      paid: 'ขอบคุณ: คำสั่งซื้อภาพพิมพ์ #{{id}} ชำระเงินแล้ว และจะผลิตในเร็วๆ นี้',
      in_production: 'คำสั่งซื้อภาพพิมพ์ #{{id}} กำลังพิมพ์',
      shipped: 'คำสั่งซื้อภาพพิมพ์ #{{id}} อยู่ระหว่างจัดส่ง หมายเลขพัสดุ: {{tracking}}',
      delivered: 'คำสั่งซื้อภาพพิมพ์ #{{id}} ส่งถึงแล้ว ขอให้เพลิดเพลิน!',
      cancelled: 'คำสั่งซื้อภาพพิมพ์ #{{id}} ถูกยกเลิกแล้ว',
      refunded: 'คำสั่งซื้อภาพพิมพ์ #{{id}} ได้รับเงินคืนเต็มจำนวนแล้ว',
    },
    artist: {
      paid: 'คุณขายภาพพิมพ์ "{{title}}" ได้ (คำสั่งซื้อ #{{id}}): รายได้ของคุณคือ {{earnings}}',
      in_production: 'ภาพพิมพ์ "{{title}}" ของคุณ (คำสั่งซื้อ #{{id}}) กำลังพิมพ์',
      shipped: 'ภาพพิมพ์ "{{title}}" ของคุณ (คำสั่งซื้อ #{{id}}) จัดส่งแล้ว',
      delivered: 'ภาพพิมพ์ "{{title}}" ของคุณ (คำสั่งซื้อ #{{id}}) ส่งถึงแล้ว',
      cancelled: 'คำสั่งซื้อ #{{id}} ของภาพพิมพ์ "{{title}}" ของคุณถูกยกเลิก',
      refunded: 'คำสั่งซื้อ #{{id}} ของภาพพิมพ์ "{{title}}" ของคุณได้รับการคืนเงิน: รายได้ ({{earnings}}) ถูกหักคืน',
    },
    track: 'ติดตามพัสดุ',
  },
  vi: {
    buyer: {
      paid: 'Cảm ơn bạn: đơn ảnh in #{{id}} đã được thanh toán và sẽ sớm được thực hiện.',
      in_production: 'Đơn ảnh in #{{id}} của bạn đang được in.',
      shipped: 'Đơn ảnh in #{{id}} của bạn đang trên đường giao. Mã vận đơn: {{tracking}}.',
      delivered: 'Đơn ảnh in #{{id}} của bạn đã được giao. Chúc bạn hài lòng!',
      cancelled: 'Đơn ảnh in #{{id}} của bạn đã bị hủy.',
      refunded: 'Đơn ảnh in #{{id}} của bạn đã được hoàn tiền toàn bộ.',
    },
    artist: {
      paid: 'Bạn đã bán một ảnh in "{{title}}" (đơn #{{id}}): bạn nhận {{earnings}}.',
      in_production: 'Ảnh in "{{title}}" của bạn (đơn #{{id}}) đang được in.',
      shipped: 'Ảnh in "{{title}}" của bạn (đơn #{{id}}) đã được gửi.',
      delivered: 'Ảnh in "{{title}}" của bạn (đơn #{{id}}) đã được giao.',
      cancelled: 'Đơn #{{id}} của ảnh in "{{title}}" đã bị hủy.',
      refunded: 'Đơn #{{id}} của ảnh in "{{title}}" đã được hoàn tiền: thu nhập ({{earnings}}) bị trừ lại.',
    },
    track: 'Theo dõi bưu kiện',
  },
  id: {
    buyer: {
      paid: 'Terima kasih: pesanan cetak #{{id}} sudah dibayar dan akan segera dibuat.',
      in_production: 'Pesanan cetak #{{id}} Anda sedang dicetak.',
      shipped: 'Pesanan cetak #{{id}} Anda sedang dikirim. Nomor resi: {{tracking}}.',
      delivered: 'Pesanan cetak #{{id}} Anda sudah sampai. Selamat menikmati!',
      cancelled: 'Pesanan cetak #{{id}} Anda dibatalkan.',
      refunded: 'Dana pesanan cetak #{{id}} Anda dikembalikan sepenuhnya.',
    },
    artist: {
      paid: 'Anda menjual cetakan "{{title}}" (pesanan #{{id}}): penghasilan Anda {{earnings}}.',
      in_production: 'Cetakan "{{title}}" Anda (pesanan #{{id}}) sedang dicetak.',
      shipped: 'Cetakan "{{title}}" Anda (pesanan #{{id}}) telah dikirim.',
      delivered: 'Cetakan "{{title}}" Anda (pesanan #{{id}}) telah sampai.',
      cancelled: 'Pesanan #{{id}} untuk cetakan "{{title}}" Anda dibatalkan.',
      refunded:
        'Dana pesanan #{{id}} untuk cetakan "{{title}}" Anda dikembalikan: penghasilannya ({{earnings}}) ditarik kembali.',
    },
    track: 'Lacak paket',
  },
  ms: {
    buyer: {
      paid: 'Terima kasih: pesanan cetakan #{{id}} anda telah dibayar dan akan disiapkan tidak lama lagi.',
      in_production: 'Pesanan cetakan #{{id}} anda sedang dicetak.',
      shipped: 'Pesanan cetakan #{{id}} anda dalam perjalanan. Nombor penjejakan: {{tracking}}.',
      delivered: 'Pesanan cetakan #{{id}} anda telah diterima. Selamat menikmati!',
      cancelled: 'Pesanan cetakan #{{id}} anda telah dibatalkan.',
      refunded: 'Pesanan cetakan #{{id}} anda telah dibayar balik sepenuhnya.',
    },
    artist: {
      paid: 'Anda telah menjual cetakan "{{title}}" (pesanan #{{id}}): pendapatan anda {{earnings}}.',
      in_production: 'Cetakan "{{title}}" anda (pesanan #{{id}}) sedang dicetak.',
      shipped: 'Cetakan "{{title}}" anda (pesanan #{{id}}) telah dihantar.',
      delivered: 'Cetakan "{{title}}" anda (pesanan #{{id}}) telah diterima.',
      cancelled: 'Pesanan #{{id}} bagi cetakan "{{title}}" anda telah dibatalkan.',
      refunded:
        'Pesanan #{{id}} bagi cetakan "{{title}}" anda telah dibayar balik: pendapatannya ({{earnings}}) ditarik balik.',
    },
    track: 'Jejak bungkusan',
  },
  tl: {
    buyer: {
      paid: 'Salamat: bayad na ang iyong print order #{{id}} at gagawin na ito sa lalong madaling panahon.',
      in_production: 'Ipinapaprint na ang iyong print order #{{id}}.',
      shipped: 'Papunta na ang iyong print order #{{id}}. Tracking number: {{tracking}}.',
      delivered: "Naihatid na ang iyong print order #{{id}}. Sana'y magustuhan mo!",
      cancelled: 'Kinansela ang iyong print order #{{id}}.',
      refunded: 'Buong na-refund ang iyong print order #{{id}}.',
    },
    artist: {
      paid: 'Nakabenta ka ng print ng "{{title}}" (order #{{id}}): kikita ka ng {{earnings}}.',
      in_production: 'Ipinapaprint na ang iyong print na "{{title}}" (order #{{id}}).',
      shipped: 'Naipadala na ang iyong print na "{{title}}" (order #{{id}}).',
      delivered: 'Naihatid na ang iyong print na "{{title}}" (order #{{id}}).',
      cancelled: 'Kinansela ang order #{{id}} ng iyong print na "{{title}}".',
      refunded:
        'Na-refund ang order #{{id}} ng iyong print na "{{title}}": binabawi ang kita nito ({{earnings}}).',
    },
    track: 'I-track ang parsela',
  },
};
