// mattr: +f32mm,+sve
// instructions llvm-mc 19 takes only with: f32mm sve
fmmla	z6.s, z16.s, z14.s
