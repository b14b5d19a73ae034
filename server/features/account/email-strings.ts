// The member tools' e-mails in the 24 languages of the site, each in its reader's preferred language: the data
// export is ready, and the account is scheduled for deletion. {{date}} is filled in by emails.ts.
import type { LanguageCode } from '@common/constants/languages';

export interface AccountEmailStrings {
  exportSubject: string;
  exportReady: string;
  exportLink: string;
  deletionSubject: string;
  deletion: string;
  deletionNotYou: string;
  deletionLink: string;
}

export const ACCOUNT_EMAIL_STRINGS: Record<LanguageCode, AccountEmailStrings> = {
  en: {
    exportSubject: 'Your WildLens data is ready to download',
    exportReady:
      'The copy of your data you asked for is ready: your profile, sightings, comments and the other things you shared, with your original photos and videos. Download it from your account settings before {{date}}; after that it is deleted.',
    exportLink: 'Download your data',
    deletionSubject: 'Your WildLens account will be deleted on {{date}}',
    deletion:
      'You asked us to delete your account. On {{date}} your sightings, photos, videos, comments and everything else you shared will be deleted for good. Changed your mind? Sign in before then and press "Cancel deletion" in your account settings.',
    deletionNotYou: 'If you did not ask for this, sign in, cancel the deletion and change your password.',
    deletionLink: 'Your account settings',
  },
  es: {
    exportSubject: 'Tus datos de WildLens están listos para descargar',
    exportReady:
      'La copia de tus datos que pediste está lista: tu perfil, tus avistamientos, tus comentarios y todo lo demás que compartiste, con tus fotos y vídeos originales. Descárgala desde la configuración de tu cuenta antes del {{date}}; después se eliminará.',
    exportLink: 'Descargar tus datos',
    deletionSubject: 'Tu cuenta de WildLens se eliminará el {{date}}',
    deletion:
      'Nos pediste que elimináramos tu cuenta. El {{date}} tus avistamientos, fotos, vídeos, comentarios y todo lo demás que compartiste se eliminarán para siempre. ¿Has cambiado de opinión? Inicia sesión antes de esa fecha y pulsa «Cancelar la eliminación» en la configuración de tu cuenta.',
    deletionNotYou: 'Si no lo pediste tú, inicia sesión, cancela la eliminación y cambia tu contraseña.',
    deletionLink: 'Configuración de tu cuenta',
  },
  fr: {
    exportSubject: 'Vos données WildLens sont prêtes à être téléchargées',
    exportReady:
      'La copie de vos données que vous avez demandée est prête : votre profil, vos observations, vos commentaires et tout ce que vous avez partagé, avec vos photos et vidéos originales. Téléchargez-la depuis les paramètres de votre compte avant le {{date}} ; elle sera ensuite supprimée.',
    exportLink: 'Télécharger vos données',
    deletionSubject: 'Votre compte WildLens sera supprimé le {{date}}',
    deletion:
      'Vous nous avez demandé de supprimer votre compte. Le {{date}}, vos observations, photos, vidéos, commentaires et tout ce que vous avez partagé seront définitivement supprimés. Vous avez changé d’avis ? Connectez-vous avant cette date et appuyez sur « Annuler la suppression » dans les paramètres de votre compte.',
    deletionNotYou:
      'Si vous n’êtes pas à l’origine de cette demande, connectez-vous, annulez la suppression et changez votre mot de passe.',
    deletionLink: 'Paramètres de votre compte',
  },
  de: {
    exportSubject: 'Deine WildLens-Daten stehen zum Download bereit',
    exportReady:
      'Die angeforderte Kopie deiner Daten ist fertig: dein Profil, deine Sichtungen, Kommentare und alles andere, was du geteilt hast, mit deinen Originalfotos und -videos. Lade sie vor dem {{date}} in deinen Kontoeinstellungen herunter; danach wird sie gelöscht.',
    exportLink: 'Deine Daten herunterladen',
    deletionSubject: 'Dein WildLens-Konto wird am {{date}} gelöscht',
    deletion:
      'Du hast uns gebeten, dein Konto zu löschen. Am {{date}} werden deine Sichtungen, Fotos, Videos, Kommentare und alles andere, was du geteilt hast, endgültig gelöscht. Du hast es dir anders überlegt? Melde dich vorher an und tippe in deinen Kontoeinstellungen auf „Löschung abbrechen“.',
    deletionNotYou:
      'Wenn du das nicht veranlasst hast, melde dich an, brich die Löschung ab und ändere dein Passwort.',
    deletionLink: 'Deine Kontoeinstellungen',
  },
  ja: {
    exportSubject: 'WildLens のデータのダウンロード準備ができました',
    exportReady:
      'ご依頼のデータのコピーの準備ができました。プロフィール、目撃記録、コメントなど共有したすべての内容と、元の写真・動画が含まれています。{{date}} までにアカウント設定からダウンロードしてください。その後は削除されます。',
    exportLink: 'データをダウンロード',
    deletionSubject: 'WildLens アカウントは {{date}} に削除されます',
    deletion:
      'アカウントの削除をご依頼いただきました。{{date}} に、目撃記録、写真、動画、コメントなど共有したすべての内容が完全に削除されます。気が変わった場合は、それまでにサインインし、アカウント設定で「削除を取り消す」を押してください。',
    deletionNotYou: 'お心当たりがない場合は、サインインして削除を取り消し、パスワードを変更してください。',
    deletionLink: 'アカウント設定',
  },
  zh: {
    exportSubject: '你的 WildLens 数据已可下载',
    exportReady:
      '你申请的数据副本已准备好：包括你的个人资料、观察记录、评论以及你分享的其他内容，还有原始照片和视频。请在 {{date}} 之前从账户设置中下载；之后它将被删除。',
    exportLink: '下载你的数据',
    deletionSubject: '你的 WildLens 账户将于 {{date}} 被删除',
    deletion:
      '你已申请删除账户。{{date}}，你的观察记录、照片、视频、评论以及你分享的所有其他内容将被永久删除。改变主意了？请在此之前登录，并在账户设置中点击“取消删除”。',
    deletionNotYou: '如果这不是你本人的操作，请登录、取消删除并修改密码。',
    deletionLink: '你的账户设置',
  },
  pt: {
    exportSubject: 'Seus dados do WildLens estão prontos para download',
    exportReady:
      'A cópia dos seus dados que você pediu está pronta: seu perfil, seus avistamentos, comentários e tudo o mais que você compartilhou, com suas fotos e vídeos originais. Baixe-a nas configurações da sua conta antes de {{date}}; depois disso, ela será excluída.',
    exportLink: 'Baixar seus dados',
    deletionSubject: 'Sua conta do WildLens será excluída em {{date}}',
    deletion:
      'Você nos pediu para excluir sua conta. Em {{date}}, seus avistamentos, fotos, vídeos, comentários e tudo o mais que você compartilhou serão excluídos para sempre. Mudou de ideia? Entre antes dessa data e toque em "Cancelar exclusão" nas configurações da sua conta.',
    deletionNotYou: 'Se não foi você quem pediu, entre, cancele a exclusão e altere sua senha.',
    deletionLink: 'Configurações da sua conta',
  },
  it: {
    exportSubject: 'I tuoi dati WildLens sono pronti da scaricare',
    exportReady:
      'La copia dei tuoi dati che hai richiesto è pronta: il tuo profilo, i tuoi avvistamenti, i commenti e tutto ciò che hai condiviso, con le foto e i video originali. Scaricala dalle impostazioni dell’account entro il {{date}}; dopo verrà eliminata.',
    exportLink: 'Scarica i tuoi dati',
    deletionSubject: 'Il tuo account WildLens sarà eliminato il {{date}}',
    deletion:
      'Ci hai chiesto di eliminare il tuo account. Il {{date}} i tuoi avvistamenti, foto, video, commenti e tutto ciò che hai condiviso saranno eliminati definitivamente. Hai cambiato idea? Accedi prima di quella data e tocca «Annulla l’eliminazione» nelle impostazioni dell’account.',
    deletionNotYou: 'Se non sei stato tu a chiederlo, accedi, annulla l’eliminazione e cambia la password.',
    deletionLink: 'Impostazioni dell’account',
  },
  ru: {
    exportSubject: 'Ваши данные WildLens готовы к скачиванию',
    exportReady:
      'Запрошенная вами копия данных готова: ваш профиль, наблюдения, комментарии и всё остальное, чем вы делились, вместе с оригиналами фото и видео. Скачайте её в настройках аккаунта до {{date}}; после этого она будет удалена.',
    exportLink: 'Скачать данные',
    deletionSubject: 'Ваш аккаунт WildLens будет удалён {{date}}',
    deletion:
      'Вы попросили удалить ваш аккаунт. {{date}} ваши наблюдения, фото, видео, комментарии и всё остальное, чем вы делились, будут удалены навсегда. Передумали? Войдите до этой даты и нажмите «Отменить удаление» в настройках аккаунта.',
    deletionNotYou: 'Если вы этого не запрашивали, войдите, отмените удаление и смените пароль.',
    deletionLink: 'Настройки аккаунта',
  },
  ar: {
    exportSubject: 'بياناتك على WildLens جاهزة للتنزيل',
    exportReady:
      'نسخة بياناتك التي طلبتها جاهزة: ملفك الشخصي ومشاهداتك وتعليقاتك وكل ما شاركته، مع صورك ومقاطع الفيديو الأصلية. نزّلها من إعدادات حسابك قبل {{date}}؛ بعد ذلك ستُحذف.',
    exportLink: 'تنزيل بياناتك',
    deletionSubject: 'سيُحذف حسابك على WildLens في {{date}}',
    deletion:
      'طلبت منا حذف حسابك. في {{date}} ستُحذف مشاهداتك وصورك ومقاطع الفيديو وتعليقاتك وكل ما شاركته نهائيًا. هل غيّرت رأيك؟ سجّل الدخول قبل ذلك واضغط «إلغاء الحذف» في إعدادات حسابك.',
    deletionNotYou: 'إن لم تطلب ذلك، فسجّل الدخول وألغِ الحذف وغيّر كلمة المرور.',
    deletionLink: 'إعدادات حسابك',
  },
  ko: {
    exportSubject: 'WildLens 데이터를 다운로드할 수 있습니다',
    exportReady:
      '요청하신 데이터 사본이 준비되었습니다. 프로필, 관찰 기록, 댓글 등 공유한 모든 내용과 원본 사진 및 동영상이 들어 있습니다. {{date}} 전에 계정 설정에서 다운로드하세요. 그 이후에는 삭제됩니다.',
    exportLink: '데이터 다운로드',
    deletionSubject: 'WildLens 계정이 {{date}}에 삭제됩니다',
    deletion:
      '계정 삭제를 요청하셨습니다. {{date}}에 관찰 기록, 사진, 동영상, 댓글 등 공유한 모든 내용이 영구적으로 삭제됩니다. 마음이 바뀌셨나요? 그 전에 로그인하여 계정 설정에서 "삭제 취소"를 누르세요.',
    deletionNotYou: '직접 요청하지 않으셨다면 로그인하여 삭제를 취소하고 비밀번호를 변경하세요.',
    deletionLink: '계정 설정',
  },
  hi: {
    exportSubject: 'आपका WildLens डेटा डाउनलोड के लिए तैयार है',
    exportReady:
      'आपने अपने डेटा की जो प्रति माँगी थी, वह तैयार है: आपकी प्रोफ़ाइल, अवलोकन, टिप्पणियाँ और आपके द्वारा साझा की गई बाकी सब चीज़ें, आपकी मूल फ़ोटो और वीडियो के साथ। इसे {{date}} से पहले अपनी खाता सेटिंग से डाउनलोड करें; उसके बाद इसे हटा दिया जाएगा।',
    exportLink: 'अपना डेटा डाउनलोड करें',
    deletionSubject: 'आपका WildLens खाता {{date}} को हटा दिया जाएगा',
    deletion:
      'आपने हमसे अपना खाता हटाने को कहा है। {{date}} को आपके अवलोकन, फ़ोटो, वीडियो, टिप्पणियाँ और आपके द्वारा साझा की गई हर चीज़ हमेशा के लिए हटा दी जाएगी। क्या आपका मन बदल गया? उससे पहले साइन इन करें और अपनी खाता सेटिंग में "हटाना रद्द करें" दबाएँ।',
    deletionNotYou: 'अगर आपने यह अनुरोध नहीं किया, तो साइन इन करें, हटाना रद्द करें और अपना पासवर्ड बदलें।',
    deletionLink: 'आपकी खाता सेटिंग',
  },
  nl: {
    exportSubject: 'Je WildLens-gegevens staan klaar om te downloaden',
    exportReady:
      'De kopie van je gegevens die je hebt aangevraagd is klaar: je profiel, waarnemingen, reacties en al het andere dat je hebt gedeeld, met je originele foto’s en video’s. Download ze vóór {{date}} via je accountinstellingen; daarna worden ze verwijderd.',
    exportLink: 'Je gegevens downloaden',
    deletionSubject: 'Je WildLens-account wordt op {{date}} verwijderd',
    deletion:
      'Je hebt ons gevraagd je account te verwijderen. Op {{date}} worden je waarnemingen, foto’s, video’s, reacties en al het andere dat je hebt gedeeld definitief verwijderd. Bedacht? Log daarvoor in en tik in je accountinstellingen op ‘Verwijdering annuleren’.',
    deletionNotYou:
      'Heb je dit niet zelf gevraagd? Log in, annuleer de verwijdering en wijzig je wachtwoord.',
    deletionLink: 'Je accountinstellingen',
  },
  sv: {
    exportSubject: 'Dina WildLens-data är klara att ladda ned',
    exportReady:
      'Kopian av dina data som du bad om är klar: din profil, dina observationer, kommentarer och allt annat du har delat, med dina originalfoton och -videor. Ladda ned den från dina kontoinställningar före {{date}}; därefter raderas den.',
    exportLink: 'Ladda ned dina data',
    deletionSubject: 'Ditt WildLens-konto raderas den {{date}}',
    deletion:
      'Du bad oss radera ditt konto. Den {{date}} raderas dina observationer, foton, videor, kommentarer och allt annat du har delat för gott. Har du ångrat dig? Logga in innan dess och tryck på ”Avbryt radering” i dina kontoinställningar.',
    deletionNotYou: 'Om det inte var du som bad om detta, logga in, avbryt raderingen och byt lösenord.',
    deletionLink: 'Dina kontoinställningar',
  },
  no: {
    exportSubject: 'WildLens-dataene dine er klare til nedlasting',
    exportReady:
      'Kopien av dataene dine som du ba om, er klar: profilen din, observasjonene, kommentarene og alt annet du har delt, med originalbildene og -videoene dine. Last den ned fra kontoinnstillingene før {{date}}; etter det slettes den.',
    exportLink: 'Last ned dataene dine',
    deletionSubject: 'WildLens-kontoen din slettes {{date}}',
    deletion:
      'Du ba oss slette kontoen din. {{date}} slettes observasjonene, bildene, videoene, kommentarene og alt annet du har delt, for godt. Har du ombestemt deg? Logg inn før den tid og trykk «Avbryt sletting» i kontoinnstillingene.',
    deletionNotYou: 'Hvis det ikke var du som ba om dette, logg inn, avbryt slettingen og bytt passord.',
    deletionLink: 'Kontoinnstillingene dine',
  },
  da: {
    exportSubject: 'Dine WildLens-data er klar til download',
    exportReady:
      'Den kopi af dine data, du bad om, er klar: din profil, dine observationer, kommentarer og alt andet, du har delt, med dine originale fotos og videoer. Download den fra dine kontoindstillinger før {{date}}; derefter slettes den.',
    exportLink: 'Download dine data',
    deletionSubject: 'Din WildLens-konto slettes den {{date}}',
    deletion:
      'Du bad os slette din konto. Den {{date}} slettes dine observationer, fotos, videoer, kommentarer og alt andet, du har delt, for altid. Har du fortrudt? Log ind inden da, og tryk på "Annuller sletning" i dine kontoindstillinger.',
    deletionNotYou:
      'Hvis det ikke var dig, der bad om det, så log ind, annuller sletningen og skift din adgangskode.',
    deletionLink: 'Dine kontoindstillinger',
  },
  fi: {
    exportSubject: 'WildLens-tietosi ovat valmiina ladattaviksi',
    exportReady:
      'Pyytämäsi kopio tiedoistasi on valmis: profiilisi, havaintosi, kommenttisi ja kaikki muu jakamasi sisältö sekä alkuperäiset kuvasi ja videosi. Lataa se tilisi asetuksista ennen {{date}}; sen jälkeen se poistetaan.',
    exportLink: 'Lataa tietosi',
    deletionSubject: 'WildLens-tilisi poistetaan {{date}}',
    deletion:
      'Pyysit meitä poistamaan tilisi. {{date}} havaintosi, kuvasi, videosi, kommenttisi ja kaikki muu jakamasi sisältö poistetaan pysyvästi. Muutitko mielesi? Kirjaudu sisään ennen sitä ja paina tilisi asetuksissa ”Peru poisto”.',
    deletionNotYou: 'Jos et pyytänyt tätä itse, kirjaudu sisään, peru poisto ja vaihda salasanasi.',
    deletionLink: 'Tilisi asetukset',
  },
  pl: {
    exportSubject: 'Twoje dane z WildLens są gotowe do pobrania',
    exportReady:
      'Kopia Twoich danych, o którą prosiłeś, jest gotowa: Twój profil, obserwacje, komentarze i wszystko inne, co udostępniłeś, wraz z oryginalnymi zdjęciami i filmami. Pobierz ją w ustawieniach konta przed {{date}}; potem zostanie usunięta.',
    exportLink: 'Pobierz swoje dane',
    deletionSubject: 'Twoje konto WildLens zostanie usunięte {{date}}',
    deletion:
      'Poprosiłeś nas o usunięcie konta. {{date}} Twoje obserwacje, zdjęcia, filmy, komentarze i wszystko inne, co udostępniłeś, zostaną trwale usunięte. Zmieniłeś zdanie? Zaloguj się przed tą datą i naciśnij „Anuluj usunięcie” w ustawieniach konta.',
    deletionNotYou: 'Jeśli to nie Ty, zaloguj się, anuluj usunięcie i zmień hasło.',
    deletionLink: 'Ustawienia konta',
  },
  tr: {
    exportSubject: 'WildLens verileriniz indirilmeye hazır',
    exportReady:
      'İstediğiniz veri kopyası hazır: profiliniz, gözlemleriniz, yorumlarınız ve paylaştığınız diğer her şey, orijinal fotoğraf ve videolarınızla birlikte. {{date}} tarihinden önce hesap ayarlarınızdan indirin; sonrasında silinecektir.',
    exportLink: 'Verilerinizi indirin',
    deletionSubject: 'WildLens hesabınız {{date}} tarihinde silinecek',
    deletion:
      'Hesabınızı silmemizi istediniz. {{date}} tarihinde gözlemleriniz, fotoğraflarınız, videolarınız, yorumlarınız ve paylaştığınız diğer her şey kalıcı olarak silinecek. Fikrinizi mi değiştirdiniz? O tarihten önce oturum açın ve hesap ayarlarınızda "Silmeyi iptal et"e dokunun.',
    deletionNotYou: 'Bunu siz istemediyseniz oturum açın, silmeyi iptal edin ve şifrenizi değiştirin.',
    deletionLink: 'Hesap ayarlarınız',
  },
  th: {
    exportSubject: 'ข้อมูล WildLens ของคุณพร้อมให้ดาวน์โหลดแล้ว',
    exportReady:
      'สำเนาข้อมูลที่คุณขอพร้อมแล้ว ประกอบด้วยโปรไฟล์ การพบเห็น ความคิดเห็น และทุกอย่างที่คุณแชร์ พร้อมรูปภาพและวิดีโอต้นฉบับ ดาวน์โหลดได้จากการตั้งค่าบัญชีก่อนวันที่ {{date}} หลังจากนั้นจะถูกลบ',
    exportLink: 'ดาวน์โหลดข้อมูลของคุณ',
    deletionSubject: 'บัญชี WildLens ของคุณจะถูกลบในวันที่ {{date}}',
    deletion:
      'คุณได้ขอให้เราลบบัญชีของคุณ ในวันที่ {{date}} การพบเห็น รูปภาพ วิดีโอ ความคิดเห็น และทุกอย่างที่คุณแชร์จะถูกลบอย่างถาวร เปลี่ยนใจแล้วใช่ไหม ลงชื่อเข้าใช้ก่อนวันนั้นแล้วกด "ยกเลิกการลบ" ในการตั้งค่าบัญชี',
    deletionNotYou: 'หากคุณไม่ได้เป็นผู้ขอ โปรดลงชื่อเข้าใช้ ยกเลิกการลบ และเปลี่ยนรหัสผ่าน',
    deletionLink: 'การตั้งค่าบัญชีของคุณ',
  },
  vi: {
    exportSubject: 'Dữ liệu WildLens của bạn đã sẵn sàng để tải xuống',
    exportReady:
      'Bản sao dữ liệu bạn yêu cầu đã sẵn sàng: hồ sơ, các lần quan sát, bình luận và mọi thứ khác bạn đã chia sẻ, kèm ảnh và video gốc. Hãy tải xuống trong phần cài đặt tài khoản trước ngày {{date}}; sau đó bản sao sẽ bị xóa.',
    exportLink: 'Tải dữ liệu của bạn',
    deletionSubject: 'Tài khoản WildLens của bạn sẽ bị xóa vào ngày {{date}}',
    deletion:
      'Bạn đã yêu cầu chúng tôi xóa tài khoản. Vào ngày {{date}}, các lần quan sát, ảnh, video, bình luận và mọi thứ khác bạn đã chia sẻ sẽ bị xóa vĩnh viễn. Bạn đổi ý? Hãy đăng nhập trước ngày đó và nhấn "Hủy xóa" trong phần cài đặt tài khoản.',
    deletionNotYou: 'Nếu không phải bạn yêu cầu, hãy đăng nhập, hủy xóa và đổi mật khẩu.',
    deletionLink: 'Cài đặt tài khoản của bạn',
  },
  id: {
    exportSubject: 'Data WildLens Anda siap diunduh',
    exportReady:
      'Salinan data yang Anda minta sudah siap: profil, pengamatan, komentar, dan semua hal lain yang Anda bagikan, beserta foto dan video asli Anda. Unduh dari pengaturan akun sebelum {{date}}; setelah itu salinan akan dihapus.',
    exportLink: 'Unduh data Anda',
    deletionSubject: 'Akun WildLens Anda akan dihapus pada {{date}}',
    deletion:
      'Anda meminta kami menghapus akun Anda. Pada {{date}}, pengamatan, foto, video, komentar, dan semua hal lain yang Anda bagikan akan dihapus selamanya. Berubah pikiran? Masuk sebelum tanggal itu dan tekan "Batalkan penghapusan" di pengaturan akun.',
    deletionNotYou: 'Jika bukan Anda yang meminta, masuk, batalkan penghapusan, dan ganti kata sandi Anda.',
    deletionLink: 'Pengaturan akun Anda',
  },
  ms: {
    exportSubject: 'Data WildLens anda sedia untuk dimuat turun',
    exportReady:
      'Salinan data yang anda minta sudah sedia: profil, pemerhatian, komen dan semua perkara lain yang anda kongsi, bersama foto dan video asal anda. Muat turun daripada tetapan akaun sebelum {{date}}; selepas itu ia akan dipadamkan.',
    exportLink: 'Muat turun data anda',
    deletionSubject: 'Akaun WildLens anda akan dipadamkan pada {{date}}',
    deletion:
      'Anda meminta kami memadamkan akaun anda. Pada {{date}}, pemerhatian, foto, video, komen dan semua perkara lain yang anda kongsi akan dipadamkan selama-lamanya. Ubah fikiran? Log masuk sebelum itu dan tekan "Batalkan pemadaman" dalam tetapan akaun.',
    deletionNotYou: 'Jika bukan anda yang meminta, log masuk, batalkan pemadaman dan tukar kata laluan anda.',
    deletionLink: 'Tetapan akaun anda',
  },
  tl: {
    exportSubject: 'Handa nang i-download ang iyong data sa WildLens',
    exportReady:
      'Handa na ang kopya ng iyong data na hiniling mo: ang iyong profile, mga obserbasyon, komento at lahat ng iba pang ibinahagi mo, kasama ang iyong orihinal na mga larawan at video. I-download ito mula sa mga setting ng iyong account bago ang {{date}}; pagkatapos noon ay buburahin ito.',
    exportLink: 'I-download ang iyong data',
    deletionSubject: 'Buburahin ang iyong WildLens account sa {{date}}',
    deletion:
      'Hiniling mong burahin namin ang iyong account. Sa {{date}}, permanenteng buburahin ang iyong mga obserbasyon, larawan, video, komento at lahat ng iba pang ibinahagi mo. Nagbago ang isip mo? Mag-sign in bago noon at pindutin ang "Kanselahin ang pagbura" sa mga setting ng iyong account.',
    deletionNotYou:
      'Kung hindi ikaw ang humiling nito, mag-sign in, kanselahin ang pagbura at palitan ang iyong password.',
    deletionLink: 'Mga setting ng iyong account',
  },
};
