/**
 * Test-only stand-ins for the SVG geometry jsdom does not implement (getBBox, matrices,
 * transform lists), so a real bpmn-js Modeler can import, edit and export diagrams under
 * vitest. Geometry is approximate: tests assert the model and the XML, never pixels.
 */
class Matrix {
  constructor(
    public a = 1,
    public b = 0,
    public c = 0,
    public d = 1,
    public e = 0,
    public f = 0,
  ) {}
  multiply(m: Matrix) {
    return new Matrix(
      this.a * m.a + this.c * m.b,
      this.b * m.a + this.d * m.b,
      this.a * m.c + this.c * m.d,
      this.b * m.c + this.d * m.d,
      this.a * m.e + this.c * m.f + this.e,
      this.b * m.e + this.d * m.f + this.f,
    );
  }
  inverse() {
    const det = this.a * this.d - this.b * this.c || 1;
    return new Matrix(
      this.d / det,
      -this.b / det,
      -this.c / det,
      this.a / det,
      (this.c * this.f - this.d * this.e) / det,
      (this.b * this.e - this.a * this.f) / det,
    );
  }
  translate(x: number, y: number) {
    return this.multiply(new Matrix(1, 0, 0, 1, x, y));
  }
  scale(s: number) {
    return this.multiply(new Matrix(s, 0, 0, s, 0, 0));
  }
  rotate() {
    return this;
  }
}

class Transform {
  type = 1;
  angle = 0;
  matrix = new Matrix();
  setMatrix(m: Matrix) {
    this.matrix = m;
  }
  setTranslate(x: number, y: number) {
    this.matrix = new Matrix(1, 0, 0, 1, x, y);
  }
  setScale(x: number, y: number) {
    this.matrix = new Matrix(x, 0, 0, y, 0, 0);
  }
  setRotate(angle: number) {
    this.angle = angle;
  }
}

class TransformList {
  private items: Transform[] = [];
  get numberOfItems() {
    return this.items.length;
  }
  clear() {
    this.items = [];
  }
  initialize(t: Transform) {
    this.items = [t];
    return t;
  }
  appendItem(t: Transform) {
    this.items.push(t);
    return t;
  }
  getItem(i: number) {
    return this.items[i];
  }
  consolidate() {
    if (!this.items.length) return null;
    const m = this.items.reduce((acc, t) => acc.multiply(t.matrix), new Matrix());
    const t = new Transform();
    t.setMatrix(m);
    this.items = [t];
    return t;
  }
  createSVGTransformFromMatrix(m: Matrix) {
    const t = new Transform();
    t.setMatrix(m);
    return t;
  }
}

export function installSvgPolyfill() {
  const proto = SVGElement.prototype as unknown as Record<string, unknown>;
  if (proto.getBBox) return;
  Object.assign(globalThis, { SVGMatrix: Matrix, SVGTransform: Transform });
  const lists = new WeakMap<Element, { baseVal: TransformList }>();
  Object.defineProperty(proto, 'transform', {
    configurable: true,
    get(this: Element) {
      let list = lists.get(this);
      if (!list) lists.set(this, (list = { baseVal: new TransformList() }));
      return list;
    },
  });
  proto.getBBox = function getBBox(this: Element) {
    const n = (name: string) => Number(this.getAttribute(name)) || 0;
    return { x: n('x'), y: n('y'), width: n('width') || 100, height: n('height') || 80 };
  };
  proto.getScreenCTM = () => new Matrix();
  proto.getCTM = () => new Matrix();
  proto.getComputedTextLength = function (this: Element) {
    return (this.textContent ?? '').length * 7;
  };
  proto.createSVGMatrix = () => new Matrix();
  proto.createSVGTransform = () => new Transform();
  proto.createSVGTransformFromMatrix = (m: Matrix) => {
    const t = new Transform();
    t.setMatrix(m);
    return t;
  };
  proto.createSVGPoint = () => ({ x: 0, y: 0, matrixTransform: () => ({ x: 0, y: 0 }) });
  (SVGElement.prototype as unknown as { getTotalLength: () => number }).getTotalLength = () => 100;
  // jsdom logs "not implemented" for canvas contexts; bpmn-js copes with none.
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
}
