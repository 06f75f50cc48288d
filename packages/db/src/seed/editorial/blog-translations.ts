import type { Locale } from '@cicerone/core/locales';

export interface PostText {
  title: string;
  summary: string;
  coverAlt: string;
  body: string[];
}

/**
 * Posts the demo's editors have translated, by slug and language. The others (and these in the
 * languages missing here) are shown in English with a notice, as a real blog translates its best posts first.
 */
export const postTranslations: Readonly<Record<string, Partial<Record<Locale, PostText>>>> = {
  'first-morning-in-rome': {
    fr_FR: {
      title: 'Votre premier matin à Rome, heure par heure',
      summary: 'Où être à l’aube, où boire votre café et comment voir le Forum avant la foule.',
      coverAlt: 'Dessin d’une place ensoleillée bordée de vieux immeubles',
      body: [
        'Rome récompense les lève-tôt. À sept heures, la fontaine de Trevi appartient à quelques joggeurs et aux balayeurs, et la lumière sur le travertin est à son plus doux.',
        'Buvez votre cappuccino au comptoir, comme les Romains : c’est moins cher qu’en salle. Puis marchez vers le Forum par le quartier de Monti, dont les ruelles s’éveillent lentement.',
        'Un guide qui vous attend à l’entrée sait quelles ruines passer et quelles histoires raconter : la matinée finit dans une trattoria plutôt que dans une file d’attente.',
      ],
    },
    de_DE: {
      title: 'Ihr erster Morgen in Rom, Stunde für Stunde',
      summary: 'Wo Sie bei Sonnenaufgang sein sollten, wo Sie Ihren Kaffee trinken und wie Sie das Forum vor den Massen sehen.',
      coverAlt: 'Zeichnung eines sonnigen Platzes mit alten Gebäuden',
      body: [
        'Rom belohnt Frühaufsteher. Um sieben gehört der Trevi-Brunnen ein paar Joggern und den Straßenkehrern, und das Licht auf dem Travertin ist am weichsten.',
        'Trinken Sie Ihren Cappuccino im Stehen an der Bar, wie die Römer: Das ist günstiger als am Tisch. Dann gehen Sie durch das Viertel Monti, dessen Gassen langsam erwachen, zum Forum.',
        'Ein Guide, der Sie am Eingang erwartet, weiß, welche Ruinen man auslassen kann und welche Geschichten sich lohnen – so endet der Morgen in einer Trattoria statt in einer Schlange.',
      ],
    },
    es_ES: {
      title: 'Tu primera mañana en Roma, hora a hora',
      summary: 'Dónde estar al amanecer, dónde tomar el café y cómo ver el Foro antes que las multitudes.',
      coverAlt: 'Dibujo de una plaza soleada con edificios antiguos',
      body: [
        'Roma premia a los madrugadores. A las siete, la Fontana di Trevi es de unos pocos corredores y de los barrenderos, y la luz sobre el travertino es la más suave.',
        'Tómate el capuchino de pie en la barra, como los romanos: cuesta menos que en la mesa. Después camina hacia el Foro por el barrio de Monti, cuyas callejuelas despiertan despacio.',
        'Un guía que te espera en la entrada sabe qué ruinas saltarse y qué historias contar, y la mañana termina en una trattoria y no en una cola.',
      ],
    },
    it_IT: {
      title: 'La tua prima mattina a Roma, ora per ora',
      summary: 'Dove essere all’alba, dove prendere il caffè e come vedere il Foro prima della folla.',
      coverAlt: 'Disegno di una piazza assolata con palazzi antichi',
      body: [
        'Roma premia chi si alza presto. Alle sette la Fontana di Trevi è di pochi podisti e degli spazzini, e la luce sul travertino è la più morbida.',
        'Prendi il cappuccino in piedi al bancone, come i romani: costa meno che al tavolo. Poi vai verso il Foro passando per Monti, i cui vicoli si svegliano piano.',
        'Una guida che ti aspetta all’ingresso sa quali rovine saltare e quali storie raccontare, e la mattina finisce in trattoria invece che in coda.',
      ],
    },
    ru_RU: {
      title: 'Ваше первое утро в Риме, час за часом',
      summary: 'Где встретить рассвет, где выпить кофе и как увидеть Форум до толп туристов.',
      coverAlt: 'Рисунок солнечной площади со старыми зданиями',
      body: [
        'Рим вознаграждает тех, кто рано встаёт. В семь утра фонтан Треви принадлежит нескольким бегунам и дворникам, а свет на травертине самый мягкий.',
        'Пейте капучино стоя у стойки, как римляне: так дешевле, чем за столиком. Потом идите к Форуму через квартал Монти, где улочки просыпаются неспешно.',
        'Гид, который встретит вас у входа, знает, какие руины можно пропустить и какие истории рассказать, — и утро заканчивается в траттории, а не в очереди.',
      ],
    },
    ja_JP: {
      title: 'ローマで迎える最初の朝、時間ごとのガイド',
      summary: '夜明けにどこへ行き、どこでコーヒーを飲み、混雑前のフォロ・ロマーノをどう見るか。',
      coverAlt: '古い建物に囲まれた日当たりのよい広場のイラスト',
      body: [
        'ローマは早起きした人にご褒美をくれます。朝7時のトレヴィの泉にいるのは数人のジョガーと清掃員だけで、トラバーチンに当たる光がいちばん柔らかい時間です。',
        'カプチーノはローマの人のようにバーのカウンターで立って飲みましょう。テーブル席より安く済みます。それから、路地がゆっくり目を覚ますモンティ地区を抜けてフォロ・ロマーノへ。',
        '入口で待っているガイドは、どの遺跡を飛ばしてどの物語を語るべきかを知っています。朝は行列ではなくトラットリアで締めくくれます。',
      ],
    },
  },
  'street-food-tokyo': {
    fr_FR: {
      title: 'Manger dans les ruelles de Tokyo',
      summary: 'Yakitori sous les arches du train, bar à sushis debout et douceurs d’une vieille rue commerçante.',
      coverAlt: 'Dessin d’une rue bordée de petits stands de nourriture',
      body: [
        'Les meilleurs repas de Tokyo se prennent souvent debout. Sous les voies près de Yurakucho, la fumée des grills flotte entre les employés qui rentrent chez eux.',
        'Un bar à sushis debout sert une douzaine de pièces en vingt minutes, chacune posée sur le comptoir dès qu’elle est prête. Montrez du doigt, hochez la tête et mangez aussitôt.',
        'Finissez dans une vieille rue commerçante où une famille fait les mêmes crackers de riz depuis quatre générations. Votre guide saura quelle boutique les grille encore à la main.',
      ],
    },
    de_DE: {
      title: 'Essen in Tokios Seitenstraßen',
      summary: 'Yakitori unter den Bahnbögen, eine Sushi-Bar zum Stehen und Süßes aus einer alten Einkaufsstraße.',
      coverAlt: 'Zeichnung einer Straße mit kleinen Essensständen',
      body: [
        'Tokios beste Mahlzeiten isst man oft im Stehen. Unter den Gleisen bei Yurakucho zieht der Rauch der Grills zwischen Büroangestellten auf dem Heimweg hindurch.',
        'Eine Steh-Sushi-Bar serviert ein Dutzend Stücke in zwanzig Minuten, jedes kommt auf die Theke, sobald es fertig ist. Zeigen, nicken und sofort essen.',
        'Zum Schluss eine alte Einkaufsstraße, in der eine Familie seit vier Generationen dieselben Reiscracker macht. Ihr Guide weiß, welcher Laden sie noch von Hand grillt.',
      ],
    },
    es_ES: {
      title: 'Comer por las callejuelas de Tokio',
      summary: 'Yakitori bajo los arcos del tren, un bar de sushi de pie y los dulces de una vieja calle comercial.',
      coverAlt: 'Dibujo de una calle llena de pequeños puestos de comida',
      body: [
        'Las mejores comidas de Tokio suelen tomarse de pie. Bajo las vías cerca de Yurakucho, el humo de las parrillas flota entre oficinistas que vuelven a casa.',
        'Un bar de sushi de pie sirve una docena de piezas en veinte minutos, cada una en la barra en cuanto está hecha. Señala, asiente y cómela al momento.',
        'Termina en una vieja calle comercial donde una familia hace las mismas galletas de arroz desde hace cuatro generaciones. Tu guía sabrá qué tienda aún las tuesta a mano.',
      ],
    },
    it_IT: {
      title: 'Mangiare nei vicoli di Tokyo',
      summary: 'Yakitori sotto gli archi della ferrovia, un sushi bar in piedi e i dolci di una vecchia via commerciale.',
      coverAlt: 'Disegno di una via piena di piccoli chioschi di cibo',
      body: [
        'A Tokyo i pasti migliori si mangiano spesso in piedi. Sotto i binari vicino a Yurakucho, il fumo delle griglie passa tra gli impiegati che tornano a casa.',
        'Un sushi bar in piedi serve una dozzina di pezzi in venti minuti, ognuno sul bancone appena pronto. Indica, annuisci e mangia subito.',
        'Finisci in una vecchia via commerciale dove una famiglia prepara gli stessi cracker di riso da quattro generazioni. La guida saprà quale bottega li griglia ancora a mano.',
      ],
    },
    ja_JP: {
      title: '東京の路地で食べ歩き',
      summary: '高架下の焼き鳥、立ち食い寿司、昔ながらの商店街のお菓子。',
      coverAlt: '小さな屋台が並ぶ通りのイラスト',
      body: [
        '東京でいちばんおいしい食事は、立ったまま食べることが多いものです。有楽町近くの高架下では、家路につく会社員の間を焼き台の煙が漂います。',
        '立ち食い寿司では20分で12貫ほどが出され、握られたそばからカウンターに置かれます。指さして、うなずいて、すぐに食べましょう。',
        '最後は、ある家族が4代にわたって同じせんべいを焼いている古い商店街へ。今も手焼きしている店はガイドが知っています。',
      ],
    },
  },
  'barcelona-beyond-gaudi': {
    fr_FR: {
      title: 'Barcelone au-delà de Gaudí',
      summary: 'Ruelles médiévales, marché aux fleurs et fresques de Poblenou : la ville que les cartes postales oublient.',
      coverAlt: 'Dessin d’une fresque colorée sur un mur de la ville',
      body: [
        'Tout le monde vient pour la Sagrada Família, et à juste titre. Mais Barcelone a aussi un quartier gothique où des murs romains portent des maisons médiévales.',
        'À Poblenou, d’anciennes usines sont devenues des ateliers, et leurs murs portent certaines des plus belles fresques d’Europe. Elles changent chaque année.',
        'Un guide local sait quelles cours sont ouvertes le matin et où les voisins prennent leur vermouth le dimanche.',
      ],
    },
    de_DE: {
      title: 'Barcelona jenseits von Gaudí',
      summary: 'Mittelalterliche Gassen, ein Blumenmarkt und die Wandbilder von Poblenou: die Stadt, die Postkarten auslassen.',
      coverAlt: 'Zeichnung eines bunten Wandbilds an einer Hauswand',
      body: [
        'Alle kommen wegen der Sagrada Família, und das zu Recht. Doch Barcelona hat auch ein gotisches Viertel, in dem römische Mauern mittelalterliche Häuser tragen.',
        'In Poblenou sind alte Fabriken zu Ateliers geworden, und ihre Wände tragen einige der besten Wandbilder Europas. Sie wechseln jedes Jahr.',
        'Ein lokaler Guide weiß, welche Innenhöfe morgens offen sind und wo die Nachbarn sonntags ihren Wermut trinken.',
      ],
    },
  },
};
