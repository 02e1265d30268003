// without f64mm sve or sme: each line is rejected
trn1	z12.q, z24.q, z3.q
trn2	z6.q, z7.q, z26.q
uzp1	z29.q, z17.q, z6.q
uzp2	z30.q, z4.q, z16.q
zip1	z22.q, z20.q, z17.q
zip2	z24.q, z6.q, z21.q
