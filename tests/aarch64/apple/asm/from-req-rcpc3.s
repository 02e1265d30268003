// mattr: +rcpc3
ldapur b14, [x0]
ldapur d4, [x0]
ldapur h13, [x9]
ldapur s20, [x29]
stlur h10, [x23]
stlur q1, [x11]
