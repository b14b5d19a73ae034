// The buyer's e-mail when a payment arrived for a print order that was already paid or closed (two tabs, two
// checkouts) and was refunded in full, in the 24 languages of the site; {{id}} and {{amount}} are filled in by
// extra-payment.ts.
import type { LanguageCode } from '@common/constants/languages';

export const EXTRA_PAYMENT_STRINGS: Record<LanguageCode, { subject: string; line: string }> = {
  en: {
    subject: 'Your extra payment for print order #{{id}} was refunded',
    line: 'Your print order #{{id}} was already paid or closed, so your extra payment of {{amount}} was refunded in full. The refund can take a few days to reach your account.',
  },
  es: {
    subject: 'Te hemos reembolsado el pago adicional del pedido de lámina #{{id}}',
    line: 'Tu pedido de lámina #{{id}} ya estaba pagado o cerrado, así que te hemos reembolsado por completo el pago adicional de {{amount}}. El reembolso puede tardar unos días en llegar a tu cuenta.',
  },
  fr: {
    subject: 'Votre paiement en trop pour la commande de tirage n° {{id}} a été remboursé',
    line: 'Votre commande de tirage n° {{id}} était déjà payée ou close : votre paiement supplémentaire de {{amount}} a donc été intégralement remboursé. Le remboursement peut mettre quelques jours à apparaître sur votre compte.',
  },
  de: {
    subject: 'Deine zusätzliche Zahlung für die Druckbestellung #{{id}} wurde erstattet',
    line: 'Deine Druckbestellung #{{id}} war bereits bezahlt oder abgeschlossen, daher wurde deine zusätzliche Zahlung über {{amount}} vollständig erstattet. Es kann einige Tage dauern, bis die Erstattung auf deinem Konto ist.',
  },
  ja: {
    subject: 'プリント注文 #{{id}} の追加のお支払いを返金しました',
    line: 'プリント注文 #{{id}} はすでにお支払い済みか終了していたため、追加のお支払い {{amount}} を全額返金しました。返金が口座に反映されるまで数日かかる場合があります。',
  },
  zh: {
    subject: '印刷品订单 #{{id}} 的额外付款已退款',
    line: '你的印刷品订单 #{{id}} 已付款或已关闭，因此你额外支付的 {{amount}} 已全额退还。退款可能需要几天才能到账。',
  },
  pt: {
    subject: 'Seu pagamento extra do pedido de impressão nº {{id}} foi reembolsado',
    line: 'Seu pedido de impressão nº {{id}} já estava pago ou encerrado, então seu pagamento extra de {{amount}} foi reembolsado integralmente. O reembolso pode levar alguns dias para aparecer na sua conta.',
  },
  it: {
    subject: 'Il tuo pagamento in più per l’ordine di stampa n. {{id}} è stato rimborsato',
    line: 'Il tuo ordine di stampa n. {{id}} era già pagato o chiuso, quindi il tuo pagamento in più di {{amount}} è stato rimborsato per intero. Il rimborso può richiedere alcuni giorni per comparire sul tuo conto.',
  },
  ru: {
    subject: 'Лишний платёж за заказ принта № {{id}} возвращён',
    line: 'Ваш заказ принта № {{id}} уже был оплачен или закрыт, поэтому лишний платёж на сумму {{amount}} возвращён полностью. Деньги могут поступить на счёт через несколько дней.',
  },
  ar: {
    subject: 'تم استرداد الدفعة الإضافية لطلب المطبوعة رقم {{id}}',
    line: 'كان طلب المطبوعة رقم {{id}} مدفوعًا أو مغلقًا من قبل، لذا أعدنا إليك الدفعة الإضافية البالغة {{amount}} كاملةً. قد يستغرق وصول المبلغ المسترد إلى حسابك بضعة أيام.',
  },
  ko: {
    subject: '프린트 주문 #{{id}}의 추가 결제가 환불되었습니다',
    line: '프린트 주문 #{{id}}은(는) 이미 결제되었거나 종료된 주문이어서 추가 결제 금액 {{amount}}을(를) 전액 환불해 드렸습니다. 환불 금액이 계좌에 반영되기까지 며칠이 걸릴 수 있습니다.',
  },
  hi: {
    subject: 'प्रिंट ऑर्डर #{{id}} का अतिरिक्त भुगतान वापस कर दिया गया',
    line: 'आपके प्रिंट ऑर्डर #{{id}} का भुगतान पहले ही हो चुका था या वह बंद हो चुका था, इसलिए आपका {{amount}} का अतिरिक्त भुगतान पूरा वापस कर दिया गया है। रिफ़ंड को आपके खाते में पहुँचने में कुछ दिन लग सकते हैं।',
  },
  nl: {
    subject: 'Je extra betaling voor printbestelling #{{id}} is terugbetaald',
    line: 'Je printbestelling #{{id}} was al betaald of afgesloten, dus je extra betaling van {{amount}} is volledig terugbetaald. Het kan een paar dagen duren voordat het bedrag op je rekening staat.',
  },
  sv: {
    subject: 'Din extra betalning för printbeställning #{{id}} har återbetalats',
    line: 'Din printbeställning #{{id}} var redan betald eller avslutad, så din extra betalning på {{amount}} har återbetalats i sin helhet. Det kan ta några dagar innan återbetalningen syns på ditt konto.',
  },
  no: {
    subject: 'Den ekstra betalingen din for printbestilling #{{id}} er refundert',
    line: 'Printbestillingen din #{{id}} var allerede betalt eller avsluttet, så den ekstra betalingen din på {{amount}} er refundert i sin helhet. Det kan ta noen dager før refusjonen kommer inn på kontoen din.',
  },
  da: {
    subject: 'Din ekstra betaling for printbestilling #{{id}} er refunderet',
    line: 'Din printbestilling #{{id}} var allerede betalt eller afsluttet, så din ekstra betaling på {{amount}} er refunderet fuldt ud. Der kan gå et par dage, før refusionen står på din konto.',
  },
  fi: {
    subject: 'Vedostilauksen #{{id}} ylimääräinen maksusi palautettiin',
    line: 'Vedostilauksesi #{{id}} oli jo maksettu tai suljettu, joten ylimääräinen maksusi ({{amount}}) palautettiin kokonaan. Palautuksen näkyminen tililläsi voi kestää muutaman päivän.',
  },
  pl: {
    subject: 'Zwróciliśmy dodatkową płatność za zamówienie odbitki nr {{id}}',
    line: 'Zamówienie odbitki nr {{id}} było już opłacone lub zamknięte, więc Twoja dodatkowa płatność w wysokości {{amount}} została w całości zwrócona. Zwrot może pojawić się na Twoim koncie dopiero za kilka dni.',
  },
  tr: {
    subject: '#{{id}} numaralı baskı siparişi için yaptığınız ek ödeme iade edildi',
    line: '#{{id}} numaralı baskı siparişinizin ödemesi zaten yapılmıştı ya da sipariş kapanmıştı; bu nedenle {{amount}} tutarındaki ek ödemeniz tamamen iade edildi. İadenin hesabınıza yansıması birkaç gün sürebilir.',
  },
  th: {
    subject: 'คืนเงินที่ชำระเกินสำหรับคำสั่งซื้อภาพพิมพ์ #{{id}} แล้ว',
    line: 'คำสั่งซื้อภาพพิมพ์ #{{id}} ชำระเงินแล้วหรือปิดไปแล้ว เราจึงคืนเงินที่คุณชำระเพิ่มจำนวน {{amount}} ให้เต็มจำนวน เงินคืนอาจใช้เวลาสองสามวันกว่าจะเข้าบัญชีของคุณ',
  },
  vi: {
    subject: 'Khoản thanh toán thêm cho đơn ảnh in #{{id}} đã được hoàn tiền',
    line: 'Đơn ảnh in #{{id}} của bạn đã được thanh toán hoặc đã đóng, vì vậy khoản thanh toán thêm {{amount}} của bạn đã được hoàn lại toàn bộ. Có thể mất vài ngày để tiền hoàn về tài khoản của bạn.',
  },
  id: {
    subject: 'Pembayaran tambahan untuk pesanan cetak #{{id}} telah dikembalikan',
    line: 'Pesanan cetak #{{id}} Anda sudah dibayar atau sudah ditutup, jadi pembayaran tambahan Anda sebesar {{amount}} telah dikembalikan sepenuhnya. Dana dapat memerlukan beberapa hari untuk masuk ke rekening Anda.',
  },
  ms: {
    subject: 'Bayaran tambahan untuk pesanan cetakan #{{id}} telah dipulangkan',
    line: 'Pesanan cetakan #{{id}} anda sudah dibayar atau ditutup, jadi bayaran tambahan anda sebanyak {{amount}} telah dipulangkan sepenuhnya. Bayaran balik mungkin mengambil masa beberapa hari untuk sampai ke akaun anda.',
  },
  tl: {
    subject: 'Na-refund ang dagdag mong bayad para sa print order #{{id}}',
    line: 'Bayad na o sarado na ang iyong print order #{{id}}, kaya buong na-refund ang dagdag mong bayad na {{amount}}. Maaaring tumagal nang ilang araw bago makarating ang refund sa iyong account.',
  },
};
