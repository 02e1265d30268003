// without f64mm sve or sme: each line is rejected
trn1	z21.q, z12.q, z5.q
trn2	z5.q, z24.q, z6.q
uzp1	z31.q, z28.q, z31.q
uzp2	z17.q, z16.q, z20.q
zip1	z30.q, z5.q, z12.q
zip2	z13.q, z7.q, z17.q
