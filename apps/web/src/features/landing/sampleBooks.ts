/** Sample covers for the landing carousel, drawn in code (nothing is fetched). */
export type CoverMotif = 'waves' | 'arches' | 'stars' | 'forest' | 'balloons' | 'moonHouse';

export interface SampleBook {
  title: string;
  author: string;
  category: string;
  motif: CoverMotif;
  /** Gradient top, gradient bottom, ornament colour. */
  colors: [string, string, string];
}

export const SAMPLE_BOOKS: readonly SampleBook[] = [
  {
    title: 'Boğaz’da Son Vapur',
    author: 'Elif Aydın',
    category: 'Romantizm',
    motif: 'waves',
    colors: ['#28607a', '#0f2a36', '#f2c57c'],
  },
  {
    title: 'Kırk Kapılı Konak',
    author: 'Zeynep Demir',
    category: 'Gizem',
    motif: 'arches',
    colors: ['#4a3460', '#1c1226', '#e8b86d'],
  },
  {
    title: 'Yıldız Tozu Çocukları',
    author: 'Can Yılmaz',
    category: 'Bilim Kurgu',
    motif: 'stars',
    colors: ['#1b2d57', '#050a1a', '#8fd3ff'],
  },
  {
    title: 'Ayna Ormanı',
    author: 'Deniz Arslan',
    category: 'Fantastik',
    motif: 'forest',
    colors: ['#355c4b', '#112219', '#d8e9a8'],
  },
  {
    title: 'Kapadokya’da Bir Kış',
    author: 'Selin Öztürk',
    category: 'Genel Kurgu',
    motif: 'balloons',
    colors: ['#c8653a', '#6e2a12', '#ffe3c4'],
  },
  {
    title: 'Sessiz Sokak No. 7',
    author: 'Burak Şahin',
    category: 'Korku',
    motif: 'moonHouse',
    colors: ['#33302e', '#0b0a0a', '#ef6a55'],
  },
];
