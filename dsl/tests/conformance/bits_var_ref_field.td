// Bits assigned from other bits fields (`let Inst{3-0} = src;`): the
// printed record keeps references like src{3} until src gets a value.
// tdc-json

class Inst2Op {
  bits<4> src;
  bits<4> dst;
  bits<2> mode = 0b01;
  bits<12> Inst;
  let Inst{3-0} = src;
  let Inst{7-4} = dst;
  let Inst{9-8} = mode;
  let Inst{11-10} = src{1-0};
}

def MOV : Inst2Op;
def MOV_r1 : Inst2Op {
  let src = 0b0001;
}
def MOV_both : Inst2Op {
  let src = 0b1100;
  let dst = 7;
  let mode = 0b10;
}
