import { describe, expect, it } from 'vitest';
import { detectLanguage } from './content-language.ts';

describe('the language of a text', () => {
  it('is detected for each of the portals’ languages', () => {
    expect(
      detectLanguage('Buscamos proveedores de válvulas de bola de acero inoxidable para una planta química'),
    ).toBe('es');
    expect(
      detectLanguage('Cerchiamo fornitori di valvole a sfera in acciaio inox per un impianto chimico'),
    ).toBe('it');
    expect(detectLanguage('Wir suchen Lieferanten für Kugelhähne aus Edelstahl für eine Chemieanlage')).toBe(
      'de',
    );
    expect(
      detectLanguage('Nous recherchons des fournisseurs de vannes à boisseau sphérique en acier inoxydable'),
    ).toBe('fr');
    expect(
      detectLanguage('Procuramos fornecedores de válvulas esfera de aço inoxidável para uma fábrica química'),
    ).toBe('pt');
    expect(detectLanguage('我们正在为化工厂寻找不锈钢球阀的供应商，需要提供材质证书')).toBe('zh');
    expect(
      detectLanguage('We are looking for suppliers of stainless steel ball valves for a chemical plant'),
    ).toBe('en');
  });

  it("falls back to the writer's language when the text is too short to tell", () => {
    expect(detectLanguage('OK', 'es')).toBe('es');
    expect(detectLanguage('', null)).toBeNull();
  });
});
