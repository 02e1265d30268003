// mattr: +f32mm,+sve
// instructions llvm-mc 19 takes only with: f32mm sve
fmmla	z20.s, z12.s, z29.s
