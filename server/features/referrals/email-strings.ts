// The words of the reward e-mails (a referral, an active month, the gift card) in the 24 languages of the site:
// they tell a member about their Premium, like the payment e-mails (server/mail/payment-email-strings.ts).
import type { LanguageCode } from '@common/constants/languages';

export interface RewardStrings {
  hello: string;
  referralSubject: string;
  /** {name}: the referred member. */
  referralBody: string;
  activitySubject: string;
  /** {count} sightings in {month}. */
  activityBody: string;
  giftCardSubject: string;
  /** {count} sightings in {days} days. */
  giftCardBody: string;
  applied: string;
  action: string;
  footer: string;
}

export const REWARD_STRINGS: Record<LanguageCode, RewardStrings> = {
  en: {
    hello: 'Hello {name},',
    referralSubject: 'You earned a free month of Premium Explorer',
    referralBody:
      '{name} joined WildLens with your invitation and started Premium Explorer. Thank you for sharing WildLens: you earned a free month.',
    activitySubject: 'Your active month earned you a free month',
    activityBody:
      'You published {count} sightings in {month}. Premium members who stay active earn a free month, and this one is yours.',
    giftCardSubject: 'Your WildLens gift card: a month of Premium Explorer',
    giftCardBody:
      'You published {count} sightings in your first {days} days on WildLens. Your gift card, worth one month of Premium Explorer, is now on your account.',
    applied:
      'Free months are applied to your next renewal; without a paid subscription they start right away as complimentary Premium.',
    action: 'See your rewards',
    footer: 'You get this e-mail because you earned a reward on your WildLens account.',
  },
  es: {
    hello: 'Hola, {name}:',
    referralSubject: 'Has ganado un mes gratis de Premium Explorer',
    referralBody:
      '{name} se unió a WildLens con tu invitación y empezó Premium Explorer. Gracias por compartir WildLens: has ganado un mes gratis.',
    activitySubject: 'Tu mes activo te ha dado un mes gratis',
    activityBody:
      'Publicaste {count} avistamientos en {month}. Los miembros Premium que se mantienen activos ganan un mes gratis, y este es tuyo.',
    giftCardSubject: 'Tu tarjeta regalo de WildLens: un mes de Premium Explorer',
    giftCardBody:
      'Publicaste {count} avistamientos en tus primeros {days} días en WildLens. Tu tarjeta regalo, equivalente a un mes de Premium Explorer, ya está en tu cuenta.',
    applied:
      'Los meses gratis se aplican a tu próxima renovación; sin una suscripción de pago empiezan enseguida como Premium de cortesía.',
    action: 'Ver tus recompensas',
    footer: 'Recibes este correo porque has ganado una recompensa en tu cuenta de WildLens.',
  },
  fr: {
    hello: 'Bonjour {name},',
    referralSubject: 'Vous avez gagné un mois gratuit de Premium Explorer',
    referralBody:
      '{name} a rejoint WildLens grâce à votre invitation et a souscrit Premium Explorer. Merci de faire connaître WildLens : vous avez gagné un mois gratuit.',
    activitySubject: 'Votre mois actif vous a valu un mois gratuit',
    activityBody:
      'Vous avez publié {count} observations en {month}. Les membres Premium qui restent actifs gagnent un mois gratuit, et celui-ci est pour vous.',
    giftCardSubject: 'Votre carte cadeau WildLens : un mois de Premium Explorer',
    giftCardBody:
      'Vous avez publié {count} observations pendant vos {days} premiers jours sur WildLens. Votre carte cadeau, d’une valeur d’un mois de Premium Explorer, est sur votre compte.',
    applied:
      'Les mois gratuits s’appliquent à votre prochain renouvellement ; sans abonnement payant, ils commencent tout de suite en Premium offert.',
    action: 'Voir vos récompenses',
    footer: 'Vous recevez cet e-mail parce que vous avez gagné une récompense sur votre compte WildLens.',
  },
  de: {
    hello: 'Hallo {name},',
    referralSubject: 'Du hast einen Gratismonat Premium Explorer verdient',
    referralBody:
      '{name} ist über deine Einladung zu WildLens gekommen und hat Premium Explorer abgeschlossen. Danke fürs Teilen: Du hast einen Gratismonat verdient.',
    activitySubject: 'Dein aktiver Monat bringt dir einen Gratismonat',
    activityBody:
      'Du hast im {month} {count} Sichtungen veröffentlicht. Premium-Mitglieder, die aktiv bleiben, verdienen einen Gratismonat – dieser gehört dir.',
    giftCardSubject: 'Deine WildLens-Geschenkkarte: ein Monat Premium Explorer',
    giftCardBody:
      'Du hast in deinen ersten {days} Tagen bei WildLens {count} Sichtungen veröffentlicht. Deine Geschenkkarte im Wert eines Monats Premium Explorer ist jetzt auf deinem Konto.',
    applied:
      'Gratismonate werden auf deine nächste Verlängerung angerechnet; ohne bezahltes Abo beginnen sie sofort als geschenktes Premium.',
    action: 'Deine Prämien ansehen',
    footer: 'Du erhältst diese E-Mail, weil du auf deinem WildLens-Konto eine Prämie verdient hast.',
  },
  ja: {
    hello: '{name} さん、',
    referralSubject: 'Premium Explorer の無料1か月を獲得しました',
    referralBody:
      '{name} さんがあなたの招待で WildLens に参加し、Premium Explorer を始めました。WildLens を紹介していただきありがとうございます。無料1か月を獲得しました。',
    activitySubject: 'アクティブな1か月で無料1か月を獲得しました',
    activityBody:
      '{month} に {count} 件の観察を公開しました。活動を続けるプレミアム会員は無料1か月を獲得できます。今回の1か月はあなたのものです。',
    giftCardSubject: 'WildLens ギフトカード：Premium Explorer 1か月分',
    giftCardBody:
      'WildLens での最初の {days} 日間に {count} 件の観察を公開しました。Premium Explorer 1か月分のギフトカードがアカウントに追加されました。',
    applied:
      '無料月は次回の更新に適用されます。有料の購読がない場合は、すぐに無料のプレミアムとして始まります。',
    action: '特典を見る',
    footer: 'このメールは、WildLens アカウントで特典を獲得したためお送りしています。',
  },
  zh: {
    hello: '{name}，你好：',
    referralSubject: '你获得了一个月免费的 Premium Explorer',
    referralBody:
      '{name} 通过你的邀请加入了 WildLens 并开通了 Premium Explorer。感谢你分享 WildLens：你获得了一个免费月。',
    activitySubject: '你活跃的一个月为你赢得了一个免费月',
    activityBody:
      '你在 {month} 发布了 {count} 条观察记录。保持活跃的高级会员可获得一个免费月，这个月属于你。',
    giftCardSubject: '你的 WildLens 礼品卡：一个月 Premium Explorer',
    giftCardBody:
      '你在加入 WildLens 的前 {days} 天内发布了 {count} 条观察记录。价值一个月 Premium Explorer 的礼品卡已加入你的账户。',
    applied: '免费月将用于你的下一次续订；如果没有付费订阅，则会立即以赠送的高级会员开始。',
    action: '查看你的奖励',
    footer: '你收到这封邮件，是因为你的 WildLens 账户获得了一项奖励。',
  },
  pt: {
    hello: 'Olá, {name},',
    referralSubject: 'Você ganhou um mês grátis de Premium Explorer',
    referralBody:
      '{name} entrou no WildLens com o seu convite e começou o Premium Explorer. Obrigado por compartilhar o WildLens: você ganhou um mês grátis.',
    activitySubject: 'Seu mês ativo lhe rendeu um mês grátis',
    activityBody:
      'Você publicou {count} avistamentos em {month}. Membros Premium que se mantêm ativos ganham um mês grátis, e este é seu.',
    giftCardSubject: 'Seu cartão-presente WildLens: um mês de Premium Explorer',
    giftCardBody:
      'Você publicou {count} avistamentos nos seus primeiros {days} dias no WildLens. Seu cartão-presente, no valor de um mês de Premium Explorer, já está na sua conta.',
    applied:
      'Os meses grátis são aplicados à sua próxima renovação; sem uma assinatura paga, começam imediatamente como Premium de cortesia.',
    action: 'Ver suas recompensas',
    footer: 'Você recebe este e-mail porque ganhou uma recompensa na sua conta WildLens.',
  },
  it: {
    hello: 'Ciao {name},',
    referralSubject: 'Hai guadagnato un mese gratuito di Premium Explorer',
    referralBody:
      '{name} si è iscritto a WildLens con il tuo invito e ha attivato Premium Explorer. Grazie per aver condiviso WildLens: hai guadagnato un mese gratuito.',
    activitySubject: 'Il tuo mese attivo ti ha fatto guadagnare un mese gratuito',
    activityBody:
      'Hai pubblicato {count} avvistamenti a {month}. I membri Premium che restano attivi guadagnano un mese gratuito, e questo è tuo.',
    giftCardSubject: 'La tua carta regalo WildLens: un mese di Premium Explorer',
    giftCardBody:
      'Hai pubblicato {count} avvistamenti nei tuoi primi {days} giorni su WildLens. La tua carta regalo, del valore di un mese di Premium Explorer, è ora sul tuo account.',
    applied:
      'I mesi gratuiti si applicano al tuo prossimo rinnovo; senza un abbonamento a pagamento iniziano subito come Premium in omaggio.',
    action: 'Vedi i tuoi premi',
    footer: 'Ricevi questa e-mail perché hai guadagnato un premio sul tuo account WildLens.',
  },
  ru: {
    hello: 'Здравствуйте, {name}!',
    referralSubject: 'Вы получили бесплатный месяц Premium Explorer',
    referralBody:
      '{name} присоединился к WildLens по вашему приглашению и оформил Premium Explorer. Спасибо, что рассказываете о WildLens: вы получили бесплатный месяц.',
    activitySubject: 'Ваш активный месяц принёс вам бесплатный месяц',
    activityBody:
      'Вы опубликовали {count} наблюдений за {month}. Активные премиум-участники получают бесплатный месяц, и этот месяц ваш.',
    giftCardSubject: 'Ваша подарочная карта WildLens: месяц Premium Explorer',
    giftCardBody:
      'За первые {days} дней в WildLens вы опубликовали {count} наблюдений. Ваша подарочная карта на месяц Premium Explorer уже на вашем аккаунте.',
    applied:
      'Бесплатные месяцы засчитываются при следующем продлении; без платной подписки они сразу начинаются как подарочный Premium.',
    action: 'Посмотреть награды',
    footer: 'Вы получили это письмо, потому что заработали награду в своём аккаунте WildLens.',
  },
  ar: {
    hello: 'مرحبًا {name}،',
    referralSubject: 'لقد ربحت شهرًا مجانيًا من Premium Explorer',
    referralBody:
      'انضم {name} إلى WildLens بدعوتك وبدأ اشتراك Premium Explorer. شكرًا لمشاركتك WildLens: لقد ربحت شهرًا مجانيًا.',
    activitySubject: 'شهرك النشط منحك شهرًا مجانيًا',
    activityBody:
      'نشرت {count} مشاهدات في {month}. يربح الأعضاء المميزون الذين يبقون نشطين شهرًا مجانيًا، وهذا الشهر لك.',
    giftCardSubject: 'بطاقة هدية WildLens: شهر من Premium Explorer',
    giftCardBody:
      'نشرت {count} مشاهدات في أول {days} يومًا لك على WildLens. بطاقة الهدية بقيمة شهر من Premium Explorer أصبحت الآن في حسابك.',
    applied: 'تُطبَّق الأشهر المجانية على تجديدك القادم؛ ومن دون اشتراك مدفوع تبدأ فورًا كعضوية مميزة مجانية.',
    action: 'عرض مكافآتك',
    footer: 'تصلك هذه الرسالة لأنك ربحت مكافأة في حسابك على WildLens.',
  },
  ko: {
    hello: '{name}님, 안녕하세요.',
    referralSubject: 'Premium Explorer 무료 1개월을 받았습니다',
    referralBody:
      '{name}님이 회원님의 초대로 WildLens에 가입하고 Premium Explorer를 시작했습니다. WildLens를 공유해 주셔서 감사합니다. 무료 1개월을 받았습니다.',
    activitySubject: '활발한 한 달로 무료 1개월을 받았습니다',
    activityBody:
      '{month}에 관찰 기록 {count}건을 게시했습니다. 꾸준히 활동하는 프리미엄 회원은 무료 1개월을 받으며, 이번 달은 회원님의 것입니다.',
    giftCardSubject: 'WildLens 기프트 카드: Premium Explorer 1개월',
    giftCardBody:
      'WildLens 가입 후 처음 {days}일 동안 관찰 기록 {count}건을 게시했습니다. Premium Explorer 1개월 상당의 기프트 카드가 계정에 추가되었습니다.',
    applied: '무료 개월은 다음 갱신에 적용됩니다. 유료 구독이 없으면 바로 무료 프리미엄으로 시작됩니다.',
    action: '보상 보기',
    footer: 'WildLens 계정에서 보상을 받으셨기 때문에 이 이메일을 보내 드립니다.',
  },
  hi: {
    hello: 'नमस्ते {name},',
    referralSubject: 'आपने Premium Explorer का एक मुफ़्त महीना कमाया',
    referralBody:
      '{name} आपके निमंत्रण से WildLens से जुड़े और Premium Explorer शुरू किया। WildLens साझा करने के लिए धन्यवाद: आपने एक मुफ़्त महीना कमाया।',
    activitySubject: 'आपके सक्रिय महीने ने आपको एक मुफ़्त महीना दिलाया',
    activityBody:
      'आपने {month} में {count} अवलोकन प्रकाशित किए। सक्रिय रहने वाले प्रीमियम सदस्य एक मुफ़्त महीना कमाते हैं, और यह आपका है।',
    giftCardSubject: 'आपका WildLens गिफ़्ट कार्ड: Premium Explorer का एक महीना',
    giftCardBody:
      'आपने WildLens पर अपने पहले {days} दिनों में {count} अवलोकन प्रकाशित किए। Premium Explorer के एक महीने के मूल्य का आपका गिफ़्ट कार्ड अब आपके खाते में है।',
    applied:
      'मुफ़्त महीने आपके अगले नवीनीकरण पर लागू होते हैं; भुगतान वाली सदस्यता के बिना वे तुरंत मानार्थ प्रीमियम के रूप में शुरू हो जाते हैं।',
    action: 'अपने इनाम देखें',
    footer: 'आपको यह ई-मेल इसलिए मिला क्योंकि आपने अपने WildLens खाते पर एक इनाम कमाया।',
  },
  nl: {
    hello: 'Hallo {name},',
    referralSubject: 'Je hebt een gratis maand Premium Explorer verdiend',
    referralBody:
      '{name} is via jouw uitnodiging lid geworden van WildLens en is met Premium Explorer begonnen. Bedankt voor het delen: je hebt een gratis maand verdiend.',
    activitySubject: 'Je actieve maand levert je een gratis maand op',
    activityBody:
      'Je hebt in {month} {count} waarnemingen gepubliceerd. Premiumleden die actief blijven verdienen een gratis maand, en deze is voor jou.',
    giftCardSubject: 'Je WildLens-cadeaukaart: een maand Premium Explorer',
    giftCardBody:
      'Je hebt in je eerste {days} dagen op WildLens {count} waarnemingen gepubliceerd. Je cadeaukaart ter waarde van een maand Premium Explorer staat nu op je account.',
    applied:
      'Gratis maanden worden verrekend met je volgende verlenging; zonder betaald abonnement beginnen ze meteen als gratis Premium.',
    action: 'Bekijk je beloningen',
    footer: 'Je ontvangt deze e-mail omdat je een beloning hebt verdiend op je WildLens-account.',
  },
  sv: {
    hello: 'Hej {name},',
    referralSubject: 'Du har fått en gratis månad av Premium Explorer',
    referralBody:
      '{name} gick med i WildLens via din inbjudan och startade Premium Explorer. Tack för att du delar WildLens: du har fått en gratis månad.',
    activitySubject: 'Din aktiva månad gav dig en gratis månad',
    activityBody:
      'Du publicerade {count} observationer under {month}. Premiummedlemmar som håller sig aktiva får en gratis månad, och den här är din.',
    giftCardSubject: 'Ditt WildLens-presentkort: en månad Premium Explorer',
    giftCardBody:
      'Du publicerade {count} observationer under dina första {days} dagar på WildLens. Ditt presentkort värt en månad Premium Explorer finns nu på ditt konto.',
    applied:
      'Gratis månader dras av vid din nästa förnyelse; utan betald prenumeration börjar de direkt som kostnadsfri Premium.',
    action: 'Se dina belöningar',
    footer: 'Du får det här mejlet eftersom du har fått en belöning på ditt WildLens-konto.',
  },
  no: {
    hello: 'Hei {name},',
    referralSubject: 'Du har fått en gratis måned med Premium Explorer',
    referralBody:
      '{name} ble med i WildLens via invitasjonen din og startet Premium Explorer. Takk for at du deler WildLens: du har fått en gratis måned.',
    activitySubject: 'Den aktive måneden din ga deg en gratis måned',
    activityBody:
      'Du publiserte {count} observasjoner i {month}. Premium-medlemmer som holder seg aktive får en gratis måned, og denne er din.',
    giftCardSubject: 'Ditt WildLens-gavekort: en måned med Premium Explorer',
    giftCardBody:
      'Du publiserte {count} observasjoner i løpet av dine første {days} dager på WildLens. Gavekortet ditt, verdt en måned med Premium Explorer, er nå på kontoen din.',
    applied:
      'Gratis måneder trekkes fra ved neste fornyelse; uten betalt abonnement starter de med en gang som gratis Premium.',
    action: 'Se belønningene dine',
    footer: 'Du får denne e-posten fordi du har fått en belønning på WildLens-kontoen din.',
  },
  da: {
    hello: 'Hej {name},',
    referralSubject: 'Du har fået en gratis måned med Premium Explorer',
    referralBody:
      '{name} blev medlem af WildLens via din invitation og startede Premium Explorer. Tak fordi du deler WildLens: du har fået en gratis måned.',
    activitySubject: 'Din aktive måned gav dig en gratis måned',
    activityBody:
      'Du offentliggjorde {count} observationer i {month}. Premium-medlemmer, der holder sig aktive, får en gratis måned, og denne er din.',
    giftCardSubject: 'Dit WildLens-gavekort: en måned med Premium Explorer',
    giftCardBody:
      'Du offentliggjorde {count} observationer i dine første {days} dage på WildLens. Dit gavekort til en værdi af en måned med Premium Explorer er nu på din konto.',
    applied:
      'Gratis måneder fratrækkes ved din næste fornyelse; uden et betalt abonnement starter de med det samme som gratis Premium.',
    action: 'Se dine belønninger',
    footer: 'Du modtager denne e-mail, fordi du har fået en belønning på din WildLens-konto.',
  },
  fi: {
    hello: 'Hei {name},',
    referralSubject: 'Ansaitsit ilmaisen kuukauden Premium Exploreria',
    referralBody:
      '{name} liittyi WildLensiin kutsustasi ja aloitti Premium Explorerin. Kiitos, että jaat WildLensiä: ansaitsit ilmaisen kuukauden.',
    activitySubject: 'Aktiivinen kuukautesi toi sinulle ilmaisen kuukauden',
    activityBody:
      'Julkaisit {count} havaintoa ajanjaksolla {month}. Aktiivisina pysyvät Premium-jäsenet ansaitsevat ilmaisen kuukauden, ja tämä on sinun.',
    giftCardSubject: 'WildLens-lahjakorttisi: kuukausi Premium Exploreria',
    giftCardBody:
      'Julkaisit {count} havaintoa ensimmäisten {days} päiväsi aikana WildLensissä. Kuukauden Premium Explorerin arvoinen lahjakorttisi on nyt tililläsi.',
    applied:
      'Ilmaiset kuukaudet hyvitetään seuraavassa uusinnassa; ilman maksullista tilausta ne alkavat heti maksuttomana Premiumina.',
    action: 'Katso palkintosi',
    footer: 'Saat tämän viestin, koska ansaitsit palkinnon WildLens-tililläsi.',
  },
  pl: {
    hello: 'Cześć {name},',
    referralSubject: 'Zdobyłeś darmowy miesiąc Premium Explorer',
    referralBody:
      '{name} dołączył do WildLens z Twojego zaproszenia i rozpoczął Premium Explorer. Dziękujemy za polecanie WildLens: zdobyłeś darmowy miesiąc.',
    activitySubject: 'Twój aktywny miesiąc dał Ci darmowy miesiąc',
    activityBody:
      'Opublikowałeś {count} obserwacji w okresie {month}. Aktywni członkowie Premium zdobywają darmowy miesiąc i ten jest Twój.',
    giftCardSubject: 'Twoja karta podarunkowa WildLens: miesiąc Premium Explorer',
    giftCardBody:
      'W pierwszych {days} dniach w WildLens opublikowałeś {count} obserwacji. Twoja karta podarunkowa o wartości miesiąca Premium Explorer jest już na Twoim koncie.',
    applied:
      'Darmowe miesiące są zaliczane przy następnym odnowieniu; bez płatnej subskrypcji zaczynają się od razu jako bezpłatne Premium.',
    action: 'Zobacz swoje nagrody',
    footer: 'Otrzymujesz tę wiadomość, ponieważ zdobyłeś nagrodę na swoim koncie WildLens.',
  },
  tr: {
    hello: 'Merhaba {name},',
    referralSubject: 'Bir aylık ücretsiz Premium Explorer kazandınız',
    referralBody:
      '{name} davetinizle WildLens’e katıldı ve Premium Explorer’ı başlattı. WildLens’i paylaştığınız için teşekkürler: bir ay ücretsiz kazandınız.',
    activitySubject: 'Aktif geçen ayınız size bir ay ücretsiz kazandırdı',
    activityBody:
      '{month} döneminde {count} gözlem yayımladınız. Aktif kalan Premium üyeler bir ay ücretsiz kazanır ve bu ay sizin.',
    giftCardSubject: 'WildLens hediye kartınız: bir ay Premium Explorer',
    giftCardBody:
      'WildLens’teki ilk {days} gününüzde {count} gözlem yayımladınız. Bir aylık Premium Explorer değerindeki hediye kartınız artık hesabınızda.',
    applied:
      'Ücretsiz aylar bir sonraki yenilemenize uygulanır; ücretli abonelik yoksa hemen ücretsiz Premium olarak başlar.',
    action: 'Ödüllerinizi görün',
    footer: 'Bu e-postayı WildLens hesabınızda bir ödül kazandığınız için alıyorsunuz.',
  },
  th: {
    hello: 'สวัสดี {name}',
    referralSubject: 'คุณได้รับ Premium Explorer ฟรี 1 เดือน',
    referralBody:
      '{name} เข้าร่วม WildLens ผ่านคำเชิญของคุณและเริ่มใช้ Premium Explorer ขอบคุณที่แบ่งปัน WildLens คุณได้รับฟรี 1 เดือน',
    activitySubject: 'เดือนที่คุณใช้งานอย่างต่อเนื่องทำให้คุณได้รับฟรี 1 เดือน',
    activityBody:
      'คุณเผยแพร่การพบเห็น {count} รายการใน {month} สมาชิกพรีเมียมที่ใช้งานอย่างต่อเนื่องจะได้รับฟรี 1 เดือน และเดือนนี้เป็นของคุณ',
    giftCardSubject: 'บัตรของขวัญ WildLens ของคุณ: Premium Explorer 1 เดือน',
    giftCardBody:
      'คุณเผยแพร่การพบเห็น {count} รายการในช่วง {days} วันแรกบน WildLens บัตรของขวัญมูลค่า Premium Explorer 1 เดือนอยู่ในบัญชีของคุณแล้ว',
    applied: 'เดือนฟรีจะนำไปใช้กับการต่ออายุครั้งถัดไป หากไม่มีการสมัครแบบชำระเงิน จะเริ่มทันทีเป็นพรีเมียมฟรี',
    action: 'ดูรางวัลของคุณ',
    footer: 'คุณได้รับอีเมลนี้เพราะคุณได้รับรางวัลในบัญชี WildLens ของคุณ',
  },
  vi: {
    hello: 'Xin chào {name},',
    referralSubject: 'Bạn đã nhận được một tháng Premium Explorer miễn phí',
    referralBody:
      '{name} đã tham gia WildLens qua lời mời của bạn và bắt đầu Premium Explorer. Cảm ơn bạn đã chia sẻ WildLens: bạn nhận được một tháng miễn phí.',
    activitySubject: 'Tháng hoạt động tích cực mang lại cho bạn một tháng miễn phí',
    activityBody:
      'Bạn đã đăng {count} quan sát trong {month}. Thành viên Premium duy trì hoạt động sẽ nhận một tháng miễn phí, và tháng này là của bạn.',
    giftCardSubject: 'Thẻ quà tặng WildLens của bạn: một tháng Premium Explorer',
    giftCardBody:
      'Bạn đã đăng {count} quan sát trong {days} ngày đầu trên WildLens. Thẻ quà tặng trị giá một tháng Premium Explorer đã có trong tài khoản của bạn.',
    applied:
      'Các tháng miễn phí được áp dụng cho lần gia hạn tiếp theo; nếu không có gói trả phí, chúng bắt đầu ngay dưới dạng Premium miễn phí.',
    action: 'Xem phần thưởng của bạn',
    footer: 'Bạn nhận được email này vì bạn đã nhận một phần thưởng trên tài khoản WildLens.',
  },
  id: {
    hello: 'Halo {name},',
    referralSubject: 'Anda mendapatkan satu bulan gratis Premium Explorer',
    referralBody:
      '{name} bergabung dengan WildLens melalui undangan Anda dan memulai Premium Explorer. Terima kasih telah membagikan WildLens: Anda mendapatkan satu bulan gratis.',
    activitySubject: 'Bulan aktif Anda menghasilkan satu bulan gratis',
    activityBody:
      'Anda menerbitkan {count} penampakan pada {month}. Anggota Premium yang tetap aktif mendapatkan satu bulan gratis, dan yang ini milik Anda.',
    giftCardSubject: 'Kartu hadiah WildLens Anda: satu bulan Premium Explorer',
    giftCardBody:
      'Anda menerbitkan {count} penampakan dalam {days} hari pertama di WildLens. Kartu hadiah senilai satu bulan Premium Explorer kini ada di akun Anda.',
    applied:
      'Bulan gratis diterapkan pada perpanjangan berikutnya; tanpa langganan berbayar, bulan gratis langsung dimulai sebagai Premium gratis.',
    action: 'Lihat hadiah Anda',
    footer: 'Anda menerima email ini karena mendapatkan hadiah di akun WildLens Anda.',
  },
  ms: {
    hello: 'Hai {name},',
    referralSubject: 'Anda memperoleh sebulan percuma Premium Explorer',
    referralBody:
      '{name} menyertai WildLens melalui jemputan anda dan memulakan Premium Explorer. Terima kasih kerana berkongsi WildLens: anda memperoleh sebulan percuma.',
    activitySubject: 'Bulan aktif anda memberi anda sebulan percuma',
    activityBody:
      'Anda menerbitkan {count} pemerhatian pada {month}. Ahli Premium yang kekal aktif memperoleh sebulan percuma, dan yang ini milik anda.',
    giftCardSubject: 'Kad hadiah WildLens anda: sebulan Premium Explorer',
    giftCardBody:
      'Anda menerbitkan {count} pemerhatian dalam {days} hari pertama di WildLens. Kad hadiah bernilai sebulan Premium Explorer kini dalam akaun anda.',
    applied:
      'Bulan percuma digunakan pada pembaharuan anda yang seterusnya; tanpa langganan berbayar, ia bermula serta-merta sebagai Premium percuma.',
    action: 'Lihat ganjaran anda',
    footer: 'Anda menerima e-mel ini kerana anda memperoleh ganjaran pada akaun WildLens anda.',
  },
  tl: {
    hello: 'Kumusta {name},',
    referralSubject: 'Nakakuha ka ng isang libreng buwan ng Premium Explorer',
    referralBody:
      'Sumali si {name} sa WildLens sa pamamagitan ng iyong imbitasyon at sinimulan ang Premium Explorer. Salamat sa pagbabahagi ng WildLens: nakakuha ka ng isang libreng buwan.',
    activitySubject: 'Ang iyong aktibong buwan ay nagbigay sa iyo ng isang libreng buwan',
    activityBody:
      'Naglathala ka ng {count} na obserbasyon noong {month}. Ang mga Premium na miyembrong nananatiling aktibo ay nakakakuha ng isang libreng buwan, at iyo ito.',
    giftCardSubject: 'Ang iyong WildLens gift card: isang buwan ng Premium Explorer',
    giftCardBody:
      'Naglathala ka ng {count} na obserbasyon sa iyong unang {days} araw sa WildLens. Nasa iyong account na ang gift card na nagkakahalaga ng isang buwan ng Premium Explorer.',
    applied:
      'Ang mga libreng buwan ay ilalapat sa iyong susunod na renewal; kung walang bayad na subscription, magsisimula agad ang mga ito bilang libreng Premium.',
    action: 'Tingnan ang iyong mga gantimpala',
    footer: 'Natanggap mo ang e-mail na ito dahil nakakuha ka ng gantimpala sa iyong WildLens account.',
  },
};

export function rewardStrings(language: string | null | undefined): RewardStrings {
  return REWARD_STRINGS[language as LanguageCode] ?? REWARD_STRINGS.en;
}
