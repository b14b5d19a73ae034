// The location guides' e-mails in the 24 languages of the site, each in its reader's preferred language: the
// author is told of each sale (with their share), and a buyer whose second payment for a guide they already owned
// was refunded is told so. {{title}}, {{earnings}} and {{amount}} are filled in by emails.ts.
import type { LanguageCode } from '@common/constants/languages';

export interface GuideEmailStrings {
  saleSubject: string;
  sale: string;
  salesLink: string;
  duplicateSubject: string;
  duplicate: string;
  guideLink: string;
}

export const GUIDE_EMAIL_STRINGS: Record<LanguageCode, GuideEmailStrings> = {
  en: {
    saleSubject: 'You sold a copy of your guide "{{title}}"',
    sale: 'A member bought your guide "{{title}}": you earn {{earnings}} from this sale.',
    salesLink: 'Your guides and sales',
    duplicateSubject: 'Your second payment for "{{title}}" was refunded',
    duplicate:
      'You already owned the guide "{{title}}", so your second payment of {{amount}} was refunded in full. The refund can take a few days to reach your account.',
    guideLink: 'Read your guide',
  },
  es: {
    saleSubject: 'Has vendido tu guía «{{title}}»',
    sale: 'Un miembro ha comprado tu guía «{{title}}»: ganas {{earnings}} con esta venta.',
    salesLink: 'Tus guías y ventas',
    duplicateSubject: 'Te hemos reembolsado el segundo pago de «{{title}}»',
    duplicate:
      'Ya tenías la guía «{{title}}», así que te hemos reembolsado por completo tu segundo pago de {{amount}}. El reembolso puede tardar unos días en llegar a tu cuenta.',
    guideLink: 'Leer tu guía',
  },
  fr: {
    saleSubject: 'Vous avez vendu votre guide « {{title}} »',
    sale: 'Un membre a acheté votre guide « {{title}} » : cette vente vous rapporte {{earnings}}.',
    salesLink: 'Vos guides et ventes',
    duplicateSubject: 'Votre second paiement pour « {{title}} » a été remboursé',
    duplicate:
      'Vous possédiez déjà le guide « {{title}} » : votre second paiement de {{amount}} a donc été intégralement remboursé. Le remboursement peut mettre quelques jours à apparaître sur votre compte.',
    guideLink: 'Lire votre guide',
  },
  de: {
    saleSubject: 'Du hast deinen Führer „{{title}}“ verkauft',
    sale: 'Ein Mitglied hat deinen Führer „{{title}}“ gekauft: Du verdienst {{earnings}} an diesem Verkauf.',
    salesLink: 'Deine Führer und Verkäufe',
    duplicateSubject: 'Deine zweite Zahlung für „{{title}}“ wurde erstattet',
    duplicate:
      'Der Führer „{{title}}“ gehörte dir bereits, daher wurde deine zweite Zahlung über {{amount}} vollständig erstattet. Es kann einige Tage dauern, bis die Erstattung auf deinem Konto ist.',
    guideLink: 'Deinen Führer lesen',
  },
  ja: {
    saleSubject: 'ガイド「{{title}}」が売れました',
    sale: 'メンバーがあなたのガイド「{{title}}」を購入しました。この販売によるあなたの収益は {{earnings}} です。',
    salesLink: 'あなたのガイドと売上',
    duplicateSubject: '「{{title}}」の2回目のお支払いを返金しました',
    duplicate:
      'ガイド「{{title}}」はすでにお持ちだったため、2回目のお支払い {{amount}} を全額返金しました。返金が口座に反映されるまで数日かかる場合があります。',
    guideLink: 'ガイドを読む',
  },
  zh: {
    saleSubject: '您的指南《{{title}}》售出了一份',
    sale: '一位会员购买了您的指南《{{title}}》：您从这笔销售中获得 {{earnings}}。',
    salesLink: '您的指南和销售',
    duplicateSubject: '您为《{{title}}》支付的第二笔款项已退款',
    duplicate:
      '您已拥有指南《{{title}}》，因此您的第二笔付款 {{amount}} 已全额退还。退款可能需要几天才能到账。',
    guideLink: '阅读您的指南',
  },
  pt: {
    saleSubject: 'Você vendeu seu guia “{{title}}”',
    sale: 'Um membro comprou seu guia “{{title}}”: você ganha {{earnings}} com esta venda.',
    salesLink: 'Seus guias e vendas',
    duplicateSubject: 'Seu segundo pagamento de “{{title}}” foi reembolsado',
    duplicate:
      'Você já tinha o guia “{{title}}”, então seu segundo pagamento de {{amount}} foi reembolsado integralmente. O reembolso pode levar alguns dias para aparecer na sua conta.',
    guideLink: 'Ler seu guia',
  },
  it: {
    saleSubject: 'Hai venduto la tua guida «{{title}}»',
    sale: 'Un membro ha acquistato la tua guida «{{title}}»: con questa vendita guadagni {{earnings}}.',
    salesLink: 'Le tue guide e vendite',
    duplicateSubject: 'Il tuo secondo pagamento per «{{title}}» è stato rimborsato',
    duplicate:
      'Possedevi già la guida «{{title}}», quindi il tuo secondo pagamento di {{amount}} è stato rimborsato per intero. Il rimborso può richiedere alcuni giorni per comparire sul tuo conto.',
    guideLink: 'Leggi la tua guida',
  },
  ru: {
    saleSubject: 'Ваш путеводитель «{{title}}» купили',
    sale: 'Участник купил ваш путеводитель «{{title}}»: ваш заработок с этой продажи — {{earnings}}.',
    salesLink: 'Ваши путеводители и продажи',
    duplicateSubject: 'Ваш второй платёж за «{{title}}» возвращён',
    duplicate:
      'Путеводитель «{{title}}» у вас уже был, поэтому ваш второй платёж на сумму {{amount}} возвращён полностью. Деньги могут поступить на счёт через несколько дней.',
    guideLink: 'Читать путеводитель',
  },
  ar: {
    saleSubject: 'بِيعت نسخة من دليلك «{{title}}»',
    sale: 'اشترى أحد الأعضاء دليلك «{{title}}»: أرباحك من هذه البيعة {{earnings}}.',
    salesLink: 'أدلتك ومبيعاتك',
    duplicateSubject: 'تم استرداد دفعتك الثانية مقابل «{{title}}»',
    duplicate:
      'كان الدليل «{{title}}» لديك من قبل، لذا أعدنا إليك دفعتك الثانية البالغة {{amount}} كاملةً. قد يستغرق وصول المبلغ المسترد إلى حسابك بضعة أيام.',
    guideLink: 'اقرأ دليلك',
  },
  ko: {
    saleSubject: '가이드 "{{title}}"이(가) 판매되었습니다',
    sale: '한 회원이 내 가이드 "{{title}}"을(를) 구매했습니다. 이번 판매 수익은 {{earnings}}입니다.',
    salesLink: '내 가이드와 판매',
    duplicateSubject: '"{{title}}"에 대한 두 번째 결제가 환불되었습니다',
    duplicate:
      '이미 가이드 "{{title}}"을(를) 보유하고 계셔서 두 번째 결제 금액 {{amount}}을(를) 전액 환불해 드렸습니다. 환불 금액이 계좌에 반영되기까지 며칠이 걸릴 수 있습니다.',
    guideLink: '가이드 읽기',
  },
  hi: {
    saleSubject: 'आपकी गाइड "{{title}}" बिकी',
    sale: 'एक सदस्य ने आपकी गाइड "{{title}}" खरीदी: इस बिक्री से आपकी कमाई {{earnings}} है।',
    salesLink: 'आपकी गाइड और बिक्री',
    duplicateSubject: '"{{title}}" के लिए आपका दूसरा भुगतान वापस कर दिया गया',
    duplicate:
      'गाइड "{{title}}" पहले से आपकी थी, इसलिए आपका {{amount}} का दूसरा भुगतान पूरा वापस कर दिया गया है। रिफ़ंड को आपके खाते में पहुँचने में कुछ दिन लग सकते हैं।',
    guideLink: 'अपनी गाइड पढ़ें',
  },
  nl: {
    saleSubject: 'Je hebt je gids ‘{{title}}’ verkocht',
    sale: 'Een lid heeft je gids ‘{{title}}’ gekocht: je verdient {{earnings}} aan deze verkoop.',
    salesLink: 'Jouw gidsen en verkopen',
    duplicateSubject: 'Je tweede betaling voor ‘{{title}}’ is terugbetaald',
    duplicate:
      'Je had de gids ‘{{title}}’ al, dus je tweede betaling van {{amount}} is volledig terugbetaald. Het kan een paar dagen duren voordat het bedrag op je rekening staat.',
    guideLink: 'Je gids lezen',
  },
  sv: {
    saleSubject: 'Du har sålt din guide ”{{title}}”',
    sale: 'En medlem har köpt din guide ”{{title}}”: du tjänar {{earnings}} på försäljningen.',
    salesLink: 'Dina guider och försäljning',
    duplicateSubject: 'Din andra betalning för ”{{title}}” har återbetalats',
    duplicate:
      'Du ägde redan guiden ”{{title}}”, så din andra betalning på {{amount}} har återbetalats i sin helhet. Det kan ta några dagar innan återbetalningen syns på ditt konto.',
    guideLink: 'Läs din guide',
  },
  no: {
    saleSubject: 'Du har solgt guiden din «{{title}}»',
    sale: 'Et medlem har kjøpt guiden din «{{title}}»: du tjener {{earnings}} på salget.',
    salesLink: 'Dine guider og salg',
    duplicateSubject: 'Den andre betalingen din for «{{title}}» er refundert',
    duplicate:
      'Du eide allerede guiden «{{title}}», så den andre betalingen din på {{amount}} er refundert i sin helhet. Det kan ta noen dager før refusjonen kommer inn på kontoen din.',
    guideLink: 'Les guiden din',
  },
  da: {
    saleSubject: 'Du har solgt din guide »{{title}}«',
    sale: 'Et medlem har købt din guide »{{title}}«: du tjener {{earnings}} på salget.',
    salesLink: 'Dine guider og salg',
    duplicateSubject: 'Din anden betaling for »{{title}}« er refunderet',
    duplicate:
      'Du ejede allerede guiden »{{title}}«, så din anden betaling på {{amount}} er refunderet fuldt ud. Der kan gå et par dage, før refusionen står på din konto.',
    guideLink: 'Læs din guide',
  },
  fi: {
    saleSubject: 'Oppaasi ”{{title}}” myytiin',
    sale: 'Jäsen osti oppaasi ”{{title}}”: ansaitset tästä myynnistä {{earnings}}.',
    salesLink: 'Oppaasi ja myynti',
    duplicateSubject: 'Toinen maksusi oppaasta ”{{title}}” palautettiin',
    duplicate:
      'Omistit jo oppaan ”{{title}}”, joten toinen maksusi ({{amount}}) palautettiin kokonaan. Palautuksen näkyminen tililläsi voi kestää muutaman päivän.',
    guideLink: 'Lue oppaasi',
  },
  pl: {
    saleSubject: 'Sprzedano Twój przewodnik „{{title}}”',
    sale: 'Członek społeczności kupił Twój przewodnik „{{title}}”: zarabiasz na tej sprzedaży {{earnings}}.',
    salesLink: 'Twoje przewodniki i sprzedaż',
    duplicateSubject: 'Zwróciliśmy Twoją drugą płatność za „{{title}}”',
    duplicate:
      'Masz już przewodnik „{{title}}”, więc Twoja druga płatność w wysokości {{amount}} została w całości zwrócona. Zwrot może pojawić się na Twoim koncie dopiero za kilka dni.',
    guideLink: 'Czytaj swój przewodnik',
  },
  tr: {
    saleSubject: '"{{title}}" rehberiniz satıldı',
    sale: 'Bir üye "{{title}}" rehberinizi satın aldı: bu satıştan kazancınız {{earnings}}.',
    salesLink: 'Rehberleriniz ve satışlarınız',
    duplicateSubject: '"{{title}}" için yaptığınız ikinci ödeme iade edildi',
    duplicate:
      '"{{title}}" rehberine zaten sahiptiniz; bu nedenle {{amount}} tutarındaki ikinci ödemeniz tamamen iade edildi. İadenin hesabınıza yansıması birkaç gün sürebilir.',
    guideLink: 'Rehberinizi okuyun',
  },
  th: {
    saleSubject: 'คู่มือ "{{title}}" ของคุณขายได้แล้ว',
    sale: 'สมาชิกคนหนึ่งซื้อคู่มือ "{{title}}" ของคุณ รายได้ของคุณจากการขายครั้งนี้คือ {{earnings}}',
    salesLink: 'คู่มือและยอดขายของคุณ',
    duplicateSubject: 'คืนเงินการชำระครั้งที่สองสำหรับ "{{title}}" แล้ว',
    duplicate:
      'คุณมีคู่มือ "{{title}}" อยู่แล้ว เราจึงคืนเงินการชำระครั้งที่สองจำนวน {{amount}} ให้คุณเต็มจำนวน เงินคืนอาจใช้เวลาสองสามวันกว่าจะเข้าบัญชีของคุณ',
    guideLink: 'อ่านคู่มือของคุณ',
  },
  vi: {
    saleSubject: 'Hướng dẫn "{{title}}" của bạn đã được bán',
    sale: 'Một thành viên đã mua hướng dẫn "{{title}}" của bạn: bạn nhận {{earnings}} từ lượt bán này.',
    salesLink: 'Hướng dẫn và doanh số của bạn',
    duplicateSubject: 'Khoản thanh toán thứ hai cho "{{title}}" đã được hoàn tiền',
    duplicate:
      'Bạn đã sở hữu hướng dẫn "{{title}}", vì vậy khoản thanh toán thứ hai {{amount}} của bạn đã được hoàn lại toàn bộ. Có thể mất vài ngày để tiền hoàn về tài khoản của bạn.',
    guideLink: 'Đọc hướng dẫn của bạn',
  },
  id: {
    saleSubject: 'Panduan Anda "{{title}}" terjual',
    sale: 'Seorang anggota membeli panduan Anda "{{title}}": penghasilan Anda dari penjualan ini {{earnings}}.',
    salesLink: 'Panduan dan penjualan Anda',
    duplicateSubject: 'Pembayaran kedua Anda untuk "{{title}}" telah dikembalikan',
    duplicate:
      'Anda sudah memiliki panduan "{{title}}", jadi pembayaran kedua Anda sebesar {{amount}} telah dikembalikan sepenuhnya. Dana dapat memerlukan beberapa hari untuk masuk ke rekening Anda.',
    guideLink: 'Baca panduan Anda',
  },
  ms: {
    saleSubject: 'Panduan anda "{{title}}" telah dijual',
    sale: 'Seorang ahli telah membeli panduan anda "{{title}}": pendapatan anda daripada jualan ini ialah {{earnings}}.',
    salesLink: 'Panduan dan jualan anda',
    duplicateSubject: 'Bayaran kedua anda untuk "{{title}}" telah dipulangkan',
    duplicate:
      'Anda sudah memiliki panduan "{{title}}", jadi bayaran kedua anda sebanyak {{amount}} telah dipulangkan sepenuhnya. Bayaran balik mungkin mengambil masa beberapa hari untuk sampai ke akaun anda.',
    guideLink: 'Baca panduan anda',
  },
  tl: {
    saleSubject: 'Nabenta ang iyong gabay na "{{title}}"',
    sale: 'Binili ng isang miyembro ang iyong gabay na "{{title}}": kikita ka ng {{earnings}} sa bentang ito.',
    salesLink: 'Ang iyong mga gabay at benta',
    duplicateSubject: 'Na-refund ang iyong ikalawang bayad para sa "{{title}}"',
    duplicate:
      'Pag-aari mo na ang gabay na "{{title}}", kaya buong na-refund ang iyong ikalawang bayad na {{amount}}. Maaaring tumagal nang ilang araw bago makarating ang refund sa iyong account.',
    guideLink: 'Basahin ang iyong gabay',
  },
};
