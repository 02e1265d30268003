// without f64mm sve or sme: each line is rejected
trn1	z9.q, z4.q, z6.q
trn2	z12.q, z18.q, z27.q
uzp1	z31.q, z24.q, z30.q
uzp2	z20.q, z18.q, z23.q
zip1	z15.q, z7.q, z2.q
zip2	z29.q, z14.q, z12.q
