// mattr: +rcpc3
ldapur d15, [x11]
ldapur h19, [x23]
ldapur s26, [x20]
stlur q22, [x23]
