// Data (the local showcase in French: France): one language, so one file. French typography puts
// a no-break space before « ; : ! ? » (written here as \u202f and \u00a0).
import type { LocalShowcase } from './types.ts';

export const fr: LocalShowcase = {
  language: 'fr',
  people: [
    {
      key: 'olivier',
      firstName: 'Olivier',
      lastName: 'Mercier',
      email: 'olivier.mercier@robinetterie-rhodanienne.example.com',
      genderCode: 'M',
      city: 'Lyon',
      countryCode: 'FR',
      stateId: null,
      jobPosition: 3,
      profession: 'Ingénieur en génie des procédés',
      brief:
        'Président de Robinetterie Rhodanienne. Nous fabriquons à Lyon des vannes industrielles pour la chimie, la pharmacie et l’agroalimentaire, avec un bureau d’études au service des projets de nos clients.',
      industryKey: '0004',
      businessTypeCode: 'MA',
      companyName: 'Robinetterie Rhodanienne',
      mobile: ['+33', '612345678'],
      birthYear: 1971,
      joinedDaysAgo: 860,
    },
    {
      key: 'claire',
      firstName: 'Claire',
      lastName: 'Bonnet',
      email: 'claire.bonnet@alpes-automatismes.example.com',
      genderCode: 'F',
      city: 'Grenoble',
      countryCode: 'FR',
      stateId: null,
      jobPosition: 4,
      profession: 'Ingénieure en automatisme',
      brief:
        'Directrice générale d’Alpes Automatismes. Sécurité des machines, capteurs et intégration d’automatismes pour l’industrie de la région Auvergne-Rhône-Alpes.',
      industryKey: '0001',
      businessTypeCode: 'DI',
      companyName: 'Alpes Automatismes',
      mobile: ['+33', '687654321'],
      birthYear: 1980,
      joinedDaysAgo: 720,
    },
    {
      key: 'julien',
      firstName: 'Julien',
      lastName: 'Fabre',
      email: 'julien.fabre@usinage-garonne.example.com',
      genderCode: 'M',
      city: 'Toulouse',
      countryCode: 'FR',
      stateId: null,
      jobPosition: 25,
      profession: 'Technicien supérieur en productique',
      brief:
        'Directeur de site chez Atelier d’Usinage Garonne. Sous-traitance en usinage de précision pour l’aéronautique, le spatial et le médical, de la pièce prototype à la série.',
      industryKey: '0015',
      businessTypeCode: 'MA',
      companyName: 'Atelier d’Usinage Garonne',
      mobile: ['+33', '645781236'],
      birthYear: 1983,
      joinedDaysAgo: 640,
    },
    {
      key: 'nathalie',
      firstName: 'Nathalie',
      lastName: 'Girard',
      email: 'nathalie.girard@laiterie-atlantique.example.com',
      genderCode: 'F',
      city: 'Nantes',
      countryCode: 'FR',
      stateId: null,
      jobPosition: 12,
      profession: 'Acheteuse industrielle',
      brief:
        'Acheteuse dans une laiterie coopérative de Loire-Atlantique. Je recherche des fournisseurs français de robinetterie, de pompes et d’équipements en inox pour nos lignes de production.',
      industryKey: '0011',
      businessTypeCode: 'MA',
      companyName: 'Laiterie Coopérative Atlantique',
      mobile: ['+33', '678123459'],
      birthYear: 1988,
      joinedDaysAgo: 340,
    },
  ],
  businesses: [
    {
      key: 'robinetterie-rhodanienne',
      owner: 'olivier',
      companyName: 'Robinetterie Rhodanienne SAS',
      shortDescription:
        'Vannes à boisseau sphérique, vannes papillon et clapets anti-retour en inox pour la chimie, la pharmacie et l’agroalimentaire.',
      generalDescription:
        'Fondée à Lyon en 1978, Robinetterie Rhodanienne conçoit et fabrique des vannes industrielles en acier inoxydable et en acier moulé. Notre gamme comprend des vannes à boisseau sphérique à passage intégral, des vannes papillon à brides ou à oreilles taraudées et des clapets anti-retour, du DN15 au DN300. Chaque vanne est éprouvée sur notre banc d’essai selon la norme NF EN 12266 avant expédition. Nous équipons nos vannes d’actionneurs pneumatiques ou électriques, de positionneurs et de boîtiers de fin de course, et nous livrons des ensembles prêts à installer. Nos clients sont des sites chimiques de la vallée du Rhône, des laboratoires pharmaceutiques, des laiteries et des ensembliers en France et en Europe.',
      businessTypeCode: 'MA',
      industryKey: '0004',
      categories: [4],
      countryCode: 'FR',
      city: 'Lyon',
      stateId: null,
      zipcode: '69007',
      address: '42 rue de Gerland',
      phone: ['+33', '472765400'],
      yearEstablished: 1978,
      createdDaysAgo: 840,
      verified: true,
      employees: [51, 100],
      revenue: [10_000_000, 50_000_000],
      production: {
        facilities:
          'Usine de 7\u202f000 m² à Lyon avec usinage CNC, atelier de montage, banc d’essai hydraulique et pneumatique et atelier d’automatisation des vannes.',
        factorySize: 7000,
        lines: 3,
        employees: [40, 75],
        capacity: { min: 3500, max: 5000, unit: 'pièces', period: 'month' },
        contractManufacturing: ['OEM'],
      },
      markets: ['France', 'Union européenne', 'Suisse', 'Maghreb'],
      spokenLanguages: ['Français', 'Anglais', 'Allemand'],
      salesStaff: 9,
      averageLeadTime: 20,
      deliveryTerms: ['EXW', 'FCA', 'DAP'],
      currencies: ['EUR'],
      packaging: ['Cartons', 'Caisses en bois', 'Palettes'],
      paymentTypes: ['Virement', 'L/C'],
      certificates: [
        ['ISO 9001:2015', '2023-10-09', '2026-10-08'],
        ['DESP 2014/68/UE module H', '2024-03-01', '2028-02-29'],
      ],
      products: [
        {
          name: 'Vanne à boisseau sphérique DN50 PN40 inox 316 à brides',
          keywords: ['vanne à boisseau sphérique', 'vanne à bille', 'inox 316', 'passage intégral'],
          description:
            'Vanne à boisseau sphérique trois pièces à passage intégral, corps et sphère en inox 316, sièges en PTFE chargé et tige anti-éjection. Brides EN 1092-1 PN40 et platine ISO 5211 pour le montage direct d’un actionneur. Convient aux produits chimiques, à l’eau, à l’air comprimé et à la vapeur jusqu’à 180 °C.',
          category: 4,
          subCategory: 3,
          specs: [
            ['Diamètre nominal', 'DN50'],
            ['Pression nominale', 'PN40'],
            ['Matière du corps', 'Inox 316 (CF8M)'],
            ['Sièges', 'PTFE chargé verre'],
            ['Température', 'de -20 à 180 °C'],
            ['Essais', 'NF EN 12266-1'],
          ],
          leadTime: 8,
          stock: 110,
        },
        {
          name: 'Vanne papillon à oreilles taraudées DN150 avec actionneur pneumatique',
          keywords: ['vanne papillon', 'actionneur pneumatique', 'oreilles taraudées', 'automatisation'],
          description:
            'Vanne papillon centrée à oreilles taraudées avec corps en fonte GS, papillon en inox et manchette EPDM. Livrée montée avec actionneur pneumatique double effet, électrovanne et boîtier de fin de course, réglée et testée en usine.',
          category: 4,
          subCategory: 5,
          specs: [
            ['Diamètre nominal', 'DN150'],
            ['Pression nominale', 'PN16'],
            ['Corps', 'Fonte GS EN-GJS-400-15'],
            ['Actionneur', 'Pneumatique double effet'],
          ],
          leadTime: 15,
          stock: 0,
        },
        {
          name: 'Clapet anti-retour à battant DN80 en inox',
          keywords: ['clapet anti-retour', 'clapet à battant', 'inox', 'refoulement de pompe'],
          description:
            'Clapet anti-retour à battant avec corps en inox 316 et étanchéité métal sur métal. Il empêche le retour du fluide au refoulement des pompes et sur les lignes vapeur. Montage horizontal ou vertical en écoulement ascendant.',
          category: 4,
          subCategory: 6,
          specs: [
            ['Diamètre nominal', 'DN80'],
            ['Pression nominale', 'PN16'],
            ['Matière du corps', 'Inox 316'],
            ['Raccordement', 'Brides EN 1092-1'],
          ],
          leadTime: 12,
          stock: 40,
        },
      ],
      posts: [
        {
          by: 'business',
          daysAgo: 28,
          hour: 10,
          content:
            'Nouveauté en stock à Lyon\u00a0: nos vannes à boisseau sphérique inox 316 avec platine ISO 5211 intégrée, du DN15 au DN100. L’actionneur se monte directement, sans équerre ni accouplement.',
          picture: 0,
        },
        {
          by: 'owner',
          daysAgo: 9,
          hour: 18,
          content:
            'Belle journée portes ouvertes dans notre usine de Gerland avec une quarantaine de clients et de partenaires. Merci à toute l’équipe pour les démonstrations au banc d’essai et à nos visiteurs pour leurs questions toujours aussi pointues.',
        },
      ],
    },
    {
      key: 'alpes-automatismes',
      owner: 'claire',
      companyName: 'Alpes Automatismes SARL',
      shortDescription:
        'Distribution et intégration de barrières immatérielles, relais de sécurité et capteurs pour la sécurité des machines.',
      generalDescription:
        'Alpes Automatismes est une entreprise grenobloise spécialisée dans la sécurité des machines et l’automatisme industriel depuis 2009. Nous distribuons des barrières immatérielles de sécurité, des relais et automates de sécurité, des interrupteurs de sécurité à verrouillage et des capteurs inductifs et photoélectriques. Nos ingénieurs réalisent l’analyse de risques, proposent les solutions de mise en conformité selon la directive Machines et assurent l’intégration, le câblage et la validation sur site. Nous intervenons auprès des fabricants de machines spéciales, des ateliers d’usinage, des papeteries et de l’industrie agroalimentaire dans toute la région Auvergne-Rhône-Alpes. Un stock important à Grenoble permet des livraisons le lendemain.',
      businessTypeCode: 'DI',
      industryKey: '0001',
      categories: [9, 3],
      countryCode: 'FR',
      city: 'Grenoble',
      stateId: null,
      zipcode: '38100',
      address: '15 avenue Jean Jaurès',
      phone: ['+33', '476234500'],
      yearEstablished: 2009,
      createdDaysAgo: 700,
      verified: true,
      employees: [11, 50],
      revenue: [1_000_000, 5_000_000],
      production: null,
      markets: ['France', 'Suisse', 'Italie'],
      spokenLanguages: ['Français', 'Anglais', 'Italien'],
      salesStaff: 6,
      averageLeadTime: 3,
      deliveryTerms: ['EXW', 'DAP'],
      currencies: ['EUR', 'CHF'],
      packaging: ['Cartons'],
      paymentTypes: ['Virement', 'Carte bancaire'],
      certificates: [['ISO 9001:2015', '2024-06-17', '2027-06-16']],
      products: [
        {
          name: 'Barrière immatérielle de sécurité type 4, hauteur protégée 900 mm',
          keywords: ['barrière immatérielle', 'rideau lumineux', 'sécurité machine', 'type 4'],
          description:
            'Barrière immatérielle de sécurité de type 4 avec une résolution de 14 mm pour la protection des doigts. Fonctions de muting et de blanking intégrées, diagnostic par LED et raccordement par connecteur M12. Idéale pour les presses, les cellules robotisées et les machines d’emballage.',
          category: 9,
          subCategory: 1,
          specs: [
            ['Type', '4 (EN 61496-1)'],
            ['Hauteur protégée', '900 mm'],
            ['Résolution', '14 mm'],
            ['Portée', 'jusqu’à 6 m'],
            ['Niveau de performance', 'PL e'],
          ],
          leadTime: 2,
          stock: 40,
        },
        {
          name: 'Relais de sécurité pour arrêt d’urgence et protecteurs mobiles',
          keywords: ['relais de sécurité', 'arrêt d’urgence', 'module de sécurité'],
          description:
            'Module de sécurité à deux canaux pour la surveillance des arrêts d’urgence, des protecteurs mobiles et des barrières immatérielles. Réarmement manuel ou automatique, trois contacts de sécurité et un contact d’information. Montage sur rail DIN.',
          category: 9,
          subCategory: 2,
          specs: [
            ['Alimentation', '24 V CC'],
            ['Contacts', '3 NO de sécurité, 1 NF'],
            ['Niveau de performance', 'PL e, catégorie 4'],
            ['Largeur', '22,5 mm'],
          ],
          leadTime: 1,
          stock: 120,
        },
        {
          name: 'Capteur inductif M12 affleurant portée 4 mm',
          keywords: ['capteur inductif', 'détecteur de proximité', 'M12', 'PNP'],
          description:
            'Détecteur de proximité inductif en boîtier laiton nickelé M12, montage affleurant, sortie PNP à fermeture et connecteur M12. Robuste et fiable pour la détection de pièces métalliques sur les machines-outils et les convoyeurs.',
          category: 3,
          subCategory: 1,
          specs: [
            ['Portée', '4 mm'],
            ['Sortie', 'PNP, à fermeture'],
            ['Alimentation', '10 à 30 V CC'],
            ['Indice de protection', 'IP67'],
          ],
          leadTime: 1,
          stock: 600,
        },
      ],
      posts: [
        {
          by: 'business',
          daysAgo: 25,
          hour: 14,
          content:
            'Mise en conformité terminée pour une ligne de presses chez un équipementier automobile de l’Isère\u00a0: analyse de risques, barrières immatérielles de type 4 et relais de sécurité, validation sur site. Zéro jour d’arrêt de production supplémentaire.',
          picture: 0,
        },
        {
          by: 'owner',
          daysAgo: 4,
          hour: 9,
          content:
            'Nous organisons en fin de mois une matinée technique à Grenoble sur la nouvelle réglementation européenne relative aux machines. Inscription gratuite, places limitées. Écrivez-moi si vous souhaitez y participer.',
        },
      ],
    },
    {
      key: 'usinage-garonne',
      owner: 'julien',
      companyName: 'Atelier d’Usinage Garonne SAS',
      logoName: 'Atelier Usinage Garonne SAS',
      shortDescription:
        'Sous-traitance en usinage CNC 5 axes et décolletage de précision pour l’aéronautique, le spatial et le médical.',
      generalDescription:
        'Implanté près de Toulouse depuis 1998, l’Atelier d’Usinage Garonne est un sous-traitant en mécanique de précision au service de l’aéronautique, du spatial et du médical. Notre parc comprend des centres d’usinage 5 axes, des tours multibroches et un décolletage à poupée mobile. Nous usinons l’aluminium, les aciers inoxydables, le titane et les alliages réfractaires, du prototype à la série de plusieurs milliers de pièces. Notre laboratoire de métrologie dispose d’une machine à mesurer tridimensionnelle et chaque lot est livré avec son rapport de contrôle. Certifiés EN 9100, nous travaillons pour des équipementiers de rang 1 et 2 et accompagnons nos clients dès la phase de conception pour optimiser le coût des pièces.',
      businessTypeCode: 'MA',
      industryKey: '0015',
      categories: [7],
      countryCode: 'FR',
      city: 'Toulouse',
      stateId: null,
      zipcode: '31100',
      address: '8 chemin de la Flambère',
      phone: ['+33', '561408800'],
      yearEstablished: 1998,
      createdDaysAgo: 620,
      verified: false,
      employees: [51, 100],
      revenue: [5_000_000, 10_000_000],
      production: {
        facilities:
          'Atelier climatisé de 4\u202f500 m² avec centres d’usinage 5 axes, tours multibroches, décolletage et laboratoire de métrologie.',
        factorySize: 4500,
        lines: 3,
        employees: [45, 80],
        capacity: { min: 20_000, max: 35_000, unit: 'pièces', period: 'month' },
        contractManufacturing: ['OEM'],
      },
      markets: ['France', 'Union européenne', 'Royaume-Uni'],
      spokenLanguages: ['Français', 'Anglais', 'Espagnol'],
      salesStaff: 4,
      averageLeadTime: 30,
      deliveryTerms: ['EXW', 'DAP'],
      currencies: ['EUR'],
      packaging: ['Cartons', 'Bacs plastiques'],
      paymentTypes: ['Virement'],
      certificates: [
        ['EN 9100:2018', '2023-12-04', '2026-12-03'],
        ['ISO 13485:2016', '2024-09-23', '2027-09-22'],
      ],
      products: [
        {
          name: 'Usinage 5 axes de pièces aéronautiques en aluminium et titane',
          keywords: ['usinage 5 axes', 'sous-traitance', 'aéronautique', 'titane'],
          description:
            'Usinage sur plan de pièces structurelles et de carters en aluminium 7075, en inox et en titane TA6V sur centres 5 axes continus. Programmation FAO en interne, contrôle tridimensionnel et rapport de premier article (FAI) selon EN 9102.',
          category: 7,
          subCategory: 2,
          specs: [
            ['Capacité', '800 x 600 x 500 mm'],
            ['Matières', 'Aluminium, inox, titane, Inconel'],
            ['Tolérances', 'jusqu’à ± 0,01 mm'],
            ['Séries', 'de 1 à 5 000 pièces'],
          ],
          leadTime: 30,
          stock: 0,
        },
        {
          name: 'Décolletage de précision pour implants et instruments médicaux',
          keywords: ['décolletage', 'dispositif médical', 'tour à poupée mobile', 'inox 316L'],
          description:
            'Pièces de révolution en inox 316L, titane et PEEK réalisées sur tours à poupée mobile, pour les fabricants d’implants et d’instruments chirurgicaux. Production en salle propre pour le nettoyage final et traçabilité complète de chaque lot.',
          category: 7,
          subCategory: 2,
          specs: [
            ['Diamètre', 'de 1 à 32 mm'],
            ['Matières', 'Inox 316L, titane, PEEK'],
            ['Certification', 'ISO 13485'],
          ],
          leadTime: 35,
          stock: 0,
        },
        {
          name: 'Prototypage rapide de pièces mécaniques usinées',
          keywords: ['prototypage', 'pièces prototypes', 'usinage rapide'],
          description:
            'Réalisation de pièces prototypes usinées en cinq jours ouvrés à partir de votre fichier 3D, avec conseils de conception pour préparer l’industrialisation. Idéal pour valider une conception avant de lancer la série.',
          category: 7,
          subCategory: 5,
          specs: [
            ['Délai', '5 jours ouvrés'],
            ['Formats acceptés', 'STEP, IGES, Parasolid'],
            ['Quantité', '1 à 20 pièces'],
          ],
          leadTime: 5,
          stock: 0,
        },
      ],
      posts: [
        {
          by: 'business',
          daysAgo: 30,
          hour: 16,
          content:
            'Un nouveau centre d’usinage 5 axes vient d’arriver dans l’atelier. Il nous permet d’usiner des carters en titane jusqu’à 800 mm en une seule prise et de réduire nos délais de près de 30 %.',
          picture: 0,
        },
        {
          by: 'owner',
          daysAgo: 16,
          hour: 8,
          content:
            'Audit de surveillance EN 9100 réussi sans aucune non-conformité. Bravo à toute l’équipe qualité et à nos opérateurs, qui font vivre la rigueur au quotidien.',
        },
      ],
    },
  ],
  threads: [
    {
      from: { person: 'nathalie' },
      to: 'robinetterie-rhodanienne',
      subject: 'Demande de prix pour des vannes à boisseau sphérique en inox 316',
      startDaysAgo: 2,
      startHour: 9,
      messages: [
        {
          side: 'S',
          after: 0,
          content:
            'Bonjour Monsieur Mercier, dans le cadre de la rénovation de notre station de nettoyage en place, nous avons besoin de 20 vannes à boisseau sphérique DN50 en inox 316 avec actionneur pneumatique simple effet. Pourriez-vous nous faire une offre avec le délai de livraison\u202f?',
        },
        {
          side: 'R',
          after: 3,
          content:
            'Bonjour Madame Girard, merci pour votre demande. Les vannes sont en stock et nous pouvons livrer les ensembles montés et testés sous deux semaines. Souhaitez-vous des joints conformes FDA et des boîtiers de fin de course\u202f?',
        },
        {
          side: 'S',
          after: 18,
          content:
            'Oui, les joints doivent être conformes FDA et au règlement européen sur le contact alimentaire. Nous avons aussi besoin de boîtiers de fin de course avec capteurs inductifs.',
        },
      ],
      unreadBy: 'R',
    },
    {
      from: { business: 'usinage-garonne' },
      to: 'alpes-automatismes',
      subject: 'Barrières immatérielles pour nos centres d’usinage',
      startDaysAgo: 13,
      startHour: 8,
      messages: [
        {
          side: 'S',
          after: 0,
          content:
            'Bonjour Madame Bonnet, nous souhaitons sécuriser le chargement de trois centres d’usinage avec des barrières immatérielles et faire valider l’ensemble par un spécialiste. Pourriez-vous passer voir l’atelier à Toulouse\u202f?',
        },
        {
          side: 'R',
          after: 6,
          content:
            'Bonjour Monsieur Fabre, avec plaisir. Un de nos ingénieurs peut venir mardi prochain pour faire l’analyse de risques. Pouvez-vous nous envoyer d’ici là les schémas électriques des machines\u202f?',
        },
        {
          side: 'S',
          after: 20,
          content:
            'Parfait pour mardi. Je vous envoie les schémas par courriel dans la journée, ainsi que les photos des zones de chargement.',
        },
        {
          side: 'R',
          after: 2,
          content:
            'Bien reçu, merci. Nous vous adresserons notre proposition chiffrée dans la semaine qui suit la visite.',
        },
      ],
      unreadBy: 'S',
    },
  ],
};
