// mattr: +f32mm,+sve
// instructions llvm-mc 19 takes only with: f32mm sve
fmmla	z2.s, z10.s, z5.s
