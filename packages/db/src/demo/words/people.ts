// Data (name lists per language region): kept in one file so the regions' lists sit side by side.
import type { NameRegion } from './places.ts';

/**
 * Common given names and surnames per language region (public-domain knowledge of which names are
 * frequent; the lists and their order are this project's). Each list is ordered roughly from most
 * to least common so a Zipf pick gives a realistic spread.
 */
export interface NameList {
  female: string[];
  male: string[];
  last: string[];
}

const list = (female: string, male: string, last: string): NameList => ({
  female: female.split(' '),
  male: male.split(' '),
  last: last.split(' ').map((s) => s.replace(/_/g, ' ')),
});

export const personNames: Record<NameRegion, NameList> = {
  spanish: list(
    'María Ana Laura Carmen Sofía Lucía Daniela Valentina Gabriela Isabel Patricia Andrea Fernanda Paula Elena Mariana Carolina Camila Verónica Rosa Silvia Natalia Adriana Marta Claudia Beatriz Julia Paola Lorena Alejandra',
    'José Juan Carlos Luis Miguel Javier Jorge Antonio Alejandro Francisco Manuel Pedro Diego Andrés Fernando Ricardo Sergio Pablo Raúl Daniel Eduardo Roberto Rafael Héctor Mario Óscar Gustavo Ramón Arturo Iván',
    'García Rodríguez Martínez Hernández López González Pérez Sánchez Ramírez Torres Flores Rivera Gómez Díaz Morales Vargas Castillo Jiménez Moreno Romero Álvarez Ruiz Mendoza Herrera Medina Aguilar Castro Ortiz Navarro Reyes Cruz Gutiérrez Rojas Vega Salazar Peña Fuentes Campos Cabrera Molina',
  ),
  italian: list(
    'Giulia Francesca Chiara Sara Martina Elena Alessandra Valentina Federica Silvia Laura Paola Roberta Elisa Anna Marta Ilaria Giorgia Cristina Monica Serena Simona Beatrice Claudia Arianna',
    'Marco Alessandro Andrea Luca Matteo Francesco Giuseppe Davide Stefano Paolo Roberto Lorenzo Giovanni Simone Fabio Massimo Riccardo Antonio Federico Michele Enrico Claudio Daniele Alberto Pietro',
    'Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti De_Luca Mancini Costa Giordano Rizzo Lombardi Moretti Barbieri Fontana Santoro Mariani Rinaldi Caruso Ferrara Galli Martini Leone Longo Gentile Villa Marchetti Fabbri',
  ),
  english: list(
    'Emily Sarah Jessica Jennifer Emma Olivia Hannah Rachel Laura Megan Lauren Amanda Rebecca Elizabeth Katherine Michelle Amy Nicole Stephanie Grace Charlotte Claire Natalie Victoria Samantha Heather Melissa Karen Susan Linda',
    'James John Robert Michael David William Richard Thomas Daniel Matthew Christopher Andrew Joseph Mark Steven Paul Brian Kevin Jason Ryan Eric Timothy Jeffrey Scott Gregory Peter Benjamin Samuel Patrick Nathan',
    'Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Martin Jackson Thompson White Harris Clark Lewis Robinson Walker Young Allen King Wright Hill Scott Green Baker Adams Nelson Carter Mitchell Roberts Turner Phillips Campbell Parker Evans Edwards Collins Stewart Morris Murphy Cook Rogers Bennett',
  ),
  portuguese: list(
    'Ana Maria Juliana Fernanda Camila Beatriz Mariana Larissa Patrícia Aline Bruna Gabriela Carolina Letícia Amanda Renata Vanessa Luana Isabela Daniela Cristina Raquel Tatiana Priscila Sílvia',
    'João José Pedro Lucas Gabriel Rafael Mateus Gustavo Felipe Rodrigo Bruno Thiago Leonardo Eduardo André Marcelo Ricardo Carlos Paulo Fernando Diego Vinícius Sérgio Fábio Renato',
    'Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima Gomes Costa Ribeiro Martins Carvalho Almeida Lopes Soares Fernandes Vieira Barbosa Rocha Dias Nascimento Andrade Moreira Nunes Marques Machado Mendes Freitas Cardoso Teixeira Correia Pinto Moura',
  ),
  chinese: list(
    'Na Fang Min Yan Jing Li Xiuying Mei Hui Lan Ying Qian Lin Xia Ting Yue Hua Ling Jie Xiaoyan Yuqing',
    'Wei Jun Lei Jian Hao Qiang Tao Ming Bin Chao Peng Yong Gang Feng Bo Jie Kai Long Xin Yi Zhen Hui Dong Liang Cheng',
    'Wang Li Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo He Gao Lin Luo Zheng Liang Xie Song Tang Han Feng Deng Cao Peng Zeng Xiao Tian Dong Pan Yuan Cai Jiang Yu',
  ),
  indian: list(
    'Priya Anjali Pooja Neha Sunita Kavita Deepa Lakshmi Meera Divya Aarti Swati Sneha Ritu Shalini Nisha Rekha Geeta Asha Sapna Radhika Shruti Anita Manisha Sangeeta',
    'Rahul Amit Rajesh Suresh Vijay Sanjay Anil Ravi Arun Manoj Deepak Ashok Vikram Nitin Prakash Sandeep Ramesh Karthik Arjun Rohit Ajay Gaurav Harish Mahesh Naveen Venkat Srinivas',
    'Sharma Patel Singh Kumar Gupta Shah Mehta Reddy Iyer Nair Rao Joshi Desai Agarwal Verma Jain Chopra Kapoor Malhotra Banerjee Mukherjee Pillai Menon Chauhan Thakur Bhatt Kulkarni Naidu Pandey Mishra Saxena Sinha',
  ),
  german: list(
    'Anna Julia Katharina Laura Lisa Sarah Lena Sabine Claudia Petra Susanne Andrea Stefanie Nicole Martina Monika Birgit Kerstin Anja Melanie Christina Jana Franziska Johanna Miriam',
    'Thomas Michael Andreas Stefan Christian Markus Frank Jürgen Martin Matthias Peter Wolfgang Klaus Tobias Alexander Jan Sebastian Florian Daniel Uwe Dirk Jens Lukas Felix Jonas',
    'Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Schäfer Koch Bauer Richter Klein Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange Schmitt Werner Krause Lehmann Köhler Maier Huber Keller Vogel Frank',
  ),
  french: list(
    'Marie Nathalie Isabelle Sylvie Catherine Sophie Julie Camille Céline Aurélie Claire Émilie Sandrine Valérie Stéphanie Caroline Charlotte Manon Élodie Pauline Chloé Hélène Laurence Virginie Anne',
    'Jean Pierre Michel Philippe Alain Nicolas François Laurent Julien Sébastien Olivier Christophe Thomas Éric Frédéric David Stéphane Guillaume Antoine Pascal Vincent Mathieu Benoît Thierry Romain',
    'Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon Laurent Lefebvre Michel Garcia David Bertrand Roux Vincent Fournier Morel Girard André Lefèvre Mercier Dupont Lambert Bonnet François Martinez Legrand Garnier Faure Rousseau Blanc',
  ),
  japanese: list(
    'Yuko Keiko Yumi Tomoko Naoko Akiko Megumi Sachiko Haruka Ayumi Emi Mai Yoko Kaori Miho Noriko Rie Aya Misaki Nanami',
    'Hiroshi Takashi Kenji Satoshi Makoto Yuki Kazuo Takeshi Daisuke Shinji Koji Naoki Tetsuya Masato Ryota Kenta Shota Akira Yusuke Hideki',
    'Sato Suzuki Takahashi Tanaka Watanabe Ito Yamamoto Nakamura Kobayashi Kato Yoshida Yamada Sasaki Yamaguchi Matsumoto Inoue Kimura Hayashi Shimizu Yamazaki Mori Abe Ikeda Hashimoto Ishikawa Ogawa Okada Goto Hasegawa Murakami',
  ),
  korean: list(
    'Ji-woo Seo-yeon Min-ji Soo-jin Hye-jin Eun-ji Ji-hye Yoon-a Da-eun Su-bin Hyun-joo Mi-kyung Young-hee Jung-eun Na-rae Ha-eun Seo-hyun Ji-young Eun-young So-yeon',
    'Min-jun Ji-hoon Hyun-woo Seung-ho Dong-hyun Jae-won Sung-min Young-ho Joon-young Tae-yang Jin-woo Sang-woo Kyung-soo Jung-ho Woo-jin Byung-chul Chang-min Do-hyun Hyuk Seok-jin',
    'Kim Lee Park Choi Jung Kang Cho Yoon Jang Lim Han Oh Seo Shin Kwon Hwang Ahn Song Yoo Hong Jeon Ko Moon Yang Son Bae Baek',
  ),
  turkish: list(
    'Ayşe Fatma Emine Zeynep Elif Merve Esra Büşra Özlem Derya Seda Gamze Ebru Burcu Gül Hülya Sibel Aslı Cansu Deniz Pınar Tuğba İrem Melike Nur',
    'Mehmet Mustafa Ahmet Ali Hüseyin Hasan İbrahim Murat Emre Burak Serkan Kemal Osman Yusuf Ömer Cem Onur Can Tolga Kaan Barış Fatih Volkan Erkan Selim',
    'Yılmaz Kaya Demir Şahin Çelik Yıldız Yıldırım Öztürk Aydın Özdemir Arslan Doğan Kılıç Aslan Çetin Kara Koç Kurt Özkan Şimşek Polat Korkmaz Erdem Güneş Aksoy Tekin Ünal Bulut Karaca Uçar',
  ),
  arabic: list(
    'Fatima Aisha Mariam Noor Layla Huda Sara Rania Yasmin Salma Amira Hana Dina Reem Lina Nadia Samira Zainab Leila Mona Heba Rasha Farah Nour Jamila',
    'Mohammed Ahmed Ali Omar Khalid Abdullah Youssef Hassan Ibrahim Tariq Faisal Karim Samir Hamza Nasser Walid Majid Rashid Saeed Adel Mahmoud Fahad Sultan Ziad Bilal',
    'Al-Mansouri Al-Hashimi Al-Farsi Haddad Khoury Nasser Saleh Hamdan Aziz Rahman Karim Mansour Qasim Hassan Abdallah Darwish Said Farouk Ismail Yousef Al-Amin Al-Zahrani Al-Qahtani El-Sayed Bakr Othman Salem Shams Jaber Najjar',
  ),
};

/** Professions shown on user profiles (free text in the spec); most common first. */
export const professions = [
  'Industrial Engineer',
  'Mechanical Engineer',
  'Business Administrator',
  'Electrical Engineer',
  'Sales Engineer',
  'Economist',
  'International Trade Specialist',
  'Chemical Engineer',
  'Accountant',
  'Supply Chain Specialist',
  'Electronics Engineer',
  'Marketing Specialist',
  'Food Engineer',
  'Textile Engineer',
  'Civil Engineer',
  'Quality Engineer',
  'Logistics Specialist',
  'Software Engineer',
  'Agronomist',
  'Industrial Designer',
  'Materials Engineer',
  'Pharmacist',
  'Architect',
  'Lawyer',
  'Biomedical Engineer',
  'Production Technician',
  'Mechatronics Engineer',
  'Customs Agent',
  'Fashion Designer',
  'Veterinarian',
];
