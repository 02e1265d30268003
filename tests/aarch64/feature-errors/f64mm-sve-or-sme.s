// without f64mm sve or sme: each line is rejected
trn1	z26.q, z4.q, z5.q
trn2	z26.q, z17.q, z20.q
uzp1	z10.q, z13.q, z10.q
uzp2	z2.q, z22.q, z6.q
zip1	z15.q, z21.q, z3.q
zip2	z1.q, z15.q, z21.q
