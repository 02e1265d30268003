// mattr: +f64mm,+sve,+sme
// instructions llvm-mc 19 takes only with: f64mm sve or sme
trn1	z25.q, z11.q, z25.q
trn2	z30.q, z28.q, z3.q
uzp1	z6.q, z4.q, z21.q
uzp2	z21.q, z28.q, z2.q
zip1	z30.q, z23.q, z9.q
zip2	z8.q, z7.q, z30.q
