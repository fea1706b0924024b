import { describe } from 'vitest';
import { itMapsEach } from './table-tests';
import { withPossessive } from './possessive';

describe('Turkish possessive suffix', () => {
  itMapsEach('%s → %s', withPossessive, [
    ['Ali', "Ali'nin"],
    ['Ayşe', "Ayşe'nin"],
    ['Burak', "Burak'ın"],
    ['Gül', "Gül'ün"],
    ['Onur', "Onur'un"],
    ['Deniz', "Deniz'in"],
    ['Elif', "Elif'in"],
    ['Ahmet', "Ahmet'in"],
    ['Zeynep', "Zeynep'in"],
    ['Umut', "Umut'un"],
    ['Mert', "Mert'in"],
    ['Ece', "Ece'nin"],
    ['Kaan', "Kaan'ın"],
    ['Irmak', "Irmak'ın"],
    ['Doğu', "Doğu'nun"],
    ['Öykü', "Öykü'nün"],
    ['Yunus', "Yunus'un"],
    ['Türkü', "Türkü'nün"],
    ['Selin', "Selin'in"],
    ['Işıl', "Işıl'ın"],
    ['İlker', "İlker'in"],
    ['Ozan', "Ozan'ın"],
    ['Kâzım', "Kâzım'ın"],
    ['Nur', "Nur'un"],
    ['Aslı', "Aslı'nın"],
    ['okur_yazar', "okur_yazar'ın"],
    ['kitapkurdu', "kitapkurdu'nun"],
    ['okur42', "okur42'nin"],
    ['deniz10', "deniz10'un"],
    ['yazar3', "yazar3'ün"],
    ['ece2000', "ece2000'in"],
    ['mavi100', "mavi100'ün"],
    ['elif_6', "elif_6'nın"],
  ]);
});
