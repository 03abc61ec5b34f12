// Uzbek names in the Latin script, with ʻ (U+02BB) in oʻ/gʻ.
export const maleNames = [
  'Aziz', 'Bekzod', 'Jasur', 'Sardor', 'Otabek', 'Dilshod', 'Rustam', 'Sherzod', 'Ulugʻbek', 'Abdulla',
  'Bobur', 'Javohir', 'Jamshid', 'Shohruh', 'Akmal', 'Farrux', 'Islom', 'Doniyor', 'Muhammad', 'Anvar',
  'Nodir', 'Temur', 'Xurshid', 'Oybek', 'Gʻayrat', 'Ravshan', 'Sanjar', 'Eldor', 'Zafar', 'Laziz',
] as const;

export const femaleNames = [
  'Dilnoza', 'Malika', 'Nilufar', 'Gulnora', 'Shahnoza', 'Zarina', 'Madina', 'Sevara', 'Kamola', 'Nargiza',
  'Feruza', 'Mohira', 'Oʻgʻiloy', 'Dildora', 'Munisa', 'Sabina', 'Gulchehra', 'Nodira', 'Zilola', 'Mavluda',
] as const;

/** Male forms; the female form adds "a" (Karimov → Karimova). */
export const surnames = [
  'Karimov', 'Rahimov', 'Toshmatov', 'Aliyev', 'Yusupov', 'Qodirov', 'Nazarov', 'Ismoilov', 'Xolmatov', 'Umarov',
  'Saidov', 'Ergashev', 'Murodov', 'Rashidov', 'Sultonov', 'Gʻaniyev', 'Tursunov', 'Abdullayev', 'Hasanov', 'Oripov',
  'Mirzayev', 'Joʻrayev', 'Normatov', 'Islomov', 'Sobirov', 'Yoʻldoshev', 'Qosimov', 'Boboyev', 'Nurmatov', 'Xoʻjayev',
] as const;

const companyWords = [
  'Baraka', 'Oltin', 'Sharq', 'Nur', 'Yangi', 'Toza', 'Ipak Yoʻli', 'Registon', 'Sam', 'Turon',
  'Zamin', 'Bunyod', 'Mehr', 'Omad', 'Zarafshon',
] as const;
const companyKinds = ['Savdo', 'Servis', 'Group', 'Trade', 'Qurilish', 'Biznes', 'Invest', 'Med', 'Plus', 'Texnika'] as const;

export const companyName = (first: number, second: number) =>
  `«${companyWords[first % companyWords.length]} ${companyKinds[second % companyKinds.length]}» MChJ`;
