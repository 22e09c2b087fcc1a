package org.pnengine.protocol;

/**
 * The key under which a server counts a client: its failed attempts ({@link Authenticator}) and
 * its open connections (the server's cap per address), made from the address text a transport
 * names its peer by: an IPv4 address is its own key; an IPv6 address
 * is keyed by its /64 prefix (zone and brackets dropped), except that an IPv4-mapped one
 * ({@code ::ffff:a.b.c.d}) is keyed as the IPv4 address; any other text is its own key. Only
 * literals are parsed, so no name is ever looked up.
 */
public final class AddressKey {

    private AddressKey() {
    }

    /** The key of {@code address}, e.g. {@code 10.0.0.1} or {@code 2001:db8:0:1::/64}. */
    public static String of(String address) {
        String a = address;
        if (a.startsWith("[") && a.endsWith("]")) a = a.substring(1, a.length() - 1);
        int[] v4 = ipv4(a);
        if (v4 != null) return v4[0] + "." + v4[1] + "." + v4[2] + "." + v4[3];
        int zone = a.indexOf('%');
        int[] v6 = a.indexOf(':') < 0 ? null : ipv6(zone < 0 ? a : a.substring(0, zone));
        if (v6 == null) return address;
        if (v6[0] == 0 && v6[1] == 0 && v6[2] == 0 && v6[3] == 0 && v6[4] == 0 && v6[5] == 0xffff) {
            return (v6[6] >> 8) + "." + (v6[6] & 0xff) + "." + (v6[7] >> 8) + "." + (v6[7] & 0xff);
        }
        return Integer.toHexString(v6[0]) + ":" + Integer.toHexString(v6[1]) + ":"
                + Integer.toHexString(v6[2]) + ":" + Integer.toHexString(v6[3]) + "::/64";
    }

    /** The four bytes of a dotted-decimal IPv4 literal, or null. */
    private static int[] ipv4(String s) {
        String[] parts = s.split("\\.", -1);
        if (parts.length != 4) return null;
        int[] bytes = new int[4];
        for (int i = 0; i < 4; i++) {
            String p = parts[i];
            if (p.isEmpty() || p.length() > 3 || !p.chars().allMatch(c -> c >= '0' && c <= '9')) return null;
            bytes[i] = Integer.parseInt(p);
            if (bytes[i] > 255) return null;
        }
        return bytes;
    }

    /** The eight 16-bit groups of an IPv6 literal (RFC 4291 text forms, without zone), or null. */
    private static int[] ipv6(String s) {
        int gap = s.indexOf("::");
        if (gap >= 0 && s.indexOf("::", gap + 1) >= 0) return null;
        int[] head = groups(gap < 0 ? s : s.substring(0, gap), gap < 0);
        int[] tail = gap < 0 ? new int[0] : groups(s.substring(gap + 2), true);
        if (head == null || tail == null) return null;
        int n = head.length + tail.length;
        if (gap < 0 ? n != 8 : n > 7) return null;
        int[] all = new int[8];
        System.arraycopy(head, 0, all, 0, head.length);
        System.arraycopy(tail, 0, all, 8 - tail.length, tail.length);
        return all;
    }

    /**
     * The groups of a colon-separated run of 1-4 hex digits each ("" has none); the last may be
     * a dotted IPv4 address, which counts as two groups, if {@code last} allows it.
     */
    private static int[] groups(String s, boolean last) {
        if (s.isEmpty()) return new int[0];
        String[] parts = s.split(":", -1);
        int[] v4 = last ? ipv4(parts[parts.length - 1]) : null;
        int hex = v4 == null ? parts.length : parts.length - 1;
        int[] out = new int[v4 == null ? hex : hex + 2];
        for (int i = 0; i < hex; i++) {
            String p = parts[i];
            if (p.isEmpty() || p.length() > 4) return null;
            if (!p.chars().allMatch(c -> c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F')) {
                return null;
            }
            out[i] = Integer.parseInt(p, 16);
        }
        if (v4 != null) {
            out[hex] = v4[0] << 8 | v4[1];
            out[hex + 1] = v4[2] << 8 | v4[3];
        }
        return out;
    }
}
