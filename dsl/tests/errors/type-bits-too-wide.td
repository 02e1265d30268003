// expect: type: def LDX initializes the bits<2> field Mode with 7, which needs three bits.
class AddrMode<bits<2> m> {
  bits<2> Mode = m;
}

def LDR : AddrMode<0b01>;
def LDX : AddrMode<0b00> {
  let Mode = 7;
}
